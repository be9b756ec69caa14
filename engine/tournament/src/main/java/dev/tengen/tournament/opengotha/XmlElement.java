package dev.tengen.tournament.opengotha;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One element of an XML file as read: its attributes, its child elements, its own text (stripped) and the line
 * where it starts, so that a problem in its meaning can point into the file. Other XML formats (MacMahon's) read
 * their files with it too.
 */
public record XmlElement(String name, Map<String, String> attributes, List<XmlElement> children, String text, int line) {

    public XmlElement {
        attributes = Map.copyOf(attributes);
        children = List.copyOf(children);
        text = text == null ? "" : text.strip();
    }

    /** An element without text. */
    public XmlElement(String name, Map<String, String> attributes, List<XmlElement> children, int line) {
        this(name, attributes, children, "", line);
    }

    /** The text of the first child named {@code childName}, if there is one. */
    public Optional<String> childText(String childName) {
        return child(childName).map(XmlElement::text);
    }

    public Optional<String> attribute(String key) {
        return Optional.ofNullable(attributes.get(key));
    }

    public Optional<XmlElement> child(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).findFirst();
    }

    public List<XmlElement> all(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).toList();
    }

    /** Every element named {@code elementName} below this one, at any depth, in document order. */
    public List<XmlElement> descendants(String elementName) {
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
    public Optional<XmlElement> at(String path) {
        Optional<XmlElement> current = Optional.of(this);
        for (String step : path.split("/")) {
            current = current.flatMap(e -> e.child(step));
        }
        return current;
    }
}
