package dev.tengen.tournament.opengotha;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One element of an XML file as read: its attributes, its child elements and the line where it starts,
 * so that a problem in its meaning can point into the file.
 */
record XmlElement(String name, Map<String, String> attributes, List<XmlElement> children, int line) {

    XmlElement {
        attributes = Map.copyOf(attributes);
        children = List.copyOf(children);
    }

    Optional<String> attribute(String key) {
        return Optional.ofNullable(attributes.get(key));
    }

    Optional<XmlElement> child(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).findFirst();
    }

    List<XmlElement> all(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).toList();
    }

    /** Every element named {@code elementName} below this one, at any depth, in document order. */
    List<XmlElement> descendants(String elementName) {
        List<XmlElement> found = new java.util.ArrayList<>();
        for (XmlElement child : children) {
            if (child.name.equals(elementName)) {
                found.add(child);
            }
            found.addAll(child.descendants(elementName));
        }
        return found;
    }

    /** The element at {@code path} below this one, e.g. "TournamentParameterSet/GeneralParameterSet". */
    Optional<XmlElement> at(String path) {
        Optional<XmlElement> current = Optional.of(this);
        for (String step : path.split("/")) {
            current = current.flatMap(e -> e.child(step));
        }
        return current;
    }
}
