package dev.tengen.tournament.opengotha;

import dev.tengen.tournament.Checked;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads XML into {@link XmlElement}s with the JDK's StAX parser, DTDs and external entities off: a file
 * cannot make the reader fetch or open anything (no XXE), and an entity it declares is simply unknown. Elements
 * nested deeper than {@value #MAX_DEPTH} are refused whatever the JDK: JDK 25's parser stops there by default, older
 * ones have no limit, and the readers walk the tree by recursion.
 */
public final class XmlTree {

    /** The deepest nesting read: OpenGotha and MacMahon files nest five elements at most. */
    static final int MAX_DEPTH = 100;

    private XmlTree() {
    }

    public static Checked<XmlElement> read(InputStream in) {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setXMLResolver((publicId, systemId, base, namespace) -> {
            throw new XMLStreamException("external resource '" + systemId + "' refused");
        });
        XMLStreamReader reader = null;
        try {
            reader = factory.createXMLStreamReader(in);
            return Checked.valid(tree(reader));
        } catch (XMLStreamException e) {
            Location at = e.getLocation();
            String where = at == null ? "XML" : "line " + at.getLineNumber() + ", column " + at.getColumnNumber();
            return Checked.invalid(where, "not well-formed XML: " + cleaned(e.getMessage()));
        } finally {
            close(reader);
        }
    }

    private static XmlElement tree(XMLStreamReader reader) throws XMLStreamException {
        Deque<Builder> open = new ArrayDeque<>();
        XmlElement root = null;
        while (reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                Map<String, String> attributes = new HashMap<>();
                for (int i = 0; i < reader.getAttributeCount(); i++) {
                    attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
                }
                if (open.size() == MAX_DEPTH) {
                    throw new XMLStreamException("elements are nested more than " + MAX_DEPTH + " deep", reader.getLocation());
                }
                open.push(new Builder(reader.getLocalName(), attributes, reader.getLocation().getLineNumber()));
            } else if (event == XMLStreamConstants.ENTITY_REFERENCE) {
                throw new XMLStreamException("entity '&" + reader.getLocalName() + ";' is not allowed", reader.getLocation());
            } else if ((event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) && !open.isEmpty()) {
                open.peek().text.append(reader.getText());
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                Builder done = open.pop();
                XmlElement element = new XmlElement(done.name, done.attributes, done.children, done.text.toString(), done.line);
                if (open.isEmpty()) {
                    root = element;
                } else {
                    open.peek().children.add(element);
                }
            }
        }
        if (root == null) {
            throw new XMLStreamException("the document has no element");
        }
        return root;
    }

    /** StAX prefixes its messages with the position, which the problem already gives. */
    private static String cleaned(String message) {
        String text = message == null ? "" : message;
        int marker = text.indexOf("Message: ");
        return marker >= 0 ? text.substring(marker + "Message: ".length()).strip() : text.strip();
    }

    private static void close(XMLStreamReader reader) {
        if (reader != null) {
            try {
                reader.close();
            } catch (XMLStreamException ignored) {
                // closing a reader that already failed has nothing more to report
            }
        }
    }

    private static final class Builder {
        final String name;
        final Map<String, String> attributes;
        final List<XmlElement> children = new ArrayList<>();
        final StringBuilder text = new StringBuilder();
        final int line;

        Builder(String name, Map<String, String> attributes, int line) {
            this.name = name;
            this.attributes = attributes;
            this.line = line;
        }
    }
}
