package dev.tengen.tournament.opengotha;

import dev.tengen.tournament.Checked;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reads XML into {@link XmlElement}s with the JDK's SAX parser, a document type refused: a file cannot make the reader
 * fetch or open anything (no XXE) nor declare an entity (OpenGotha and MacMahon write no DOCTYPE). Elements nested
 * deeper than {@value #MAX_DEPTH} are refused whatever the JDK: JDK 25's parser stops there by default, older ones
 * have no limit, and the readers walk the tree by recursion.
 *
 * <p>The handler is the parser's error handler too: without one the JDK's parser prints "[Fatal Error] ..." on
 * standard error before failing (a file whose bytes are not the encoding its declaration names, such as Latin-1
 * bytes under {@code encoding="UTF-8"}); the error is the problem returned, with its line and column, and nothing is
 * printed.
 */
public final class XmlTree {

    /** The deepest nesting read: OpenGotha and MacMahon files nest five elements at most. */
    static final int MAX_DEPTH = 100;

    private XmlTree() {
    }

    public static Checked<XmlElement> read(InputStream in) {
        Handler handler = new Handler();
        try {
            parser().parse(source(in), handler);
            if (handler.root == null) {
                return Checked.invalid("XML", "not well-formed XML: the document has no element");
            }
            return Checked.valid(handler.root);
        } catch (SAXParseException e) {
            String where = e.getLineNumber() < 0 ? "XML" : "line " + e.getLineNumber() + ", column " + e.getColumnNumber();
            return Checked.invalid(where, "not well-formed XML: " + cleaned(e.getMessage()));
        } catch (SAXException | IOException e) {
            return Checked.invalid("XML", "not well-formed XML: " + cleaned(e.getMessage()));
        }
    }

    /**
     * The bytes to parse: as UTF-16 when they open with its byte order mark, whatever the declaration says (Windows'
     * Notepad saves "Unicode" so and leaves {@code encoding="UTF-8"} in place, which the parser would then refuse as
     * "content is not allowed in prolog"); else as the declaration names it.
     */
    private static InputSource source(InputStream in) throws IOException {
        BufferedInputStream bytes = new BufferedInputStream(in);
        bytes.mark(2);
        int first = bytes.read();
        int second = bytes.read();
        if (first == 0xFE && second == 0xFF) {
            return new InputSource(new InputStreamReader(bytes, StandardCharsets.UTF_16BE));
        }
        if (first == 0xFF && second == 0xFE) {
            return new InputSource(new InputStreamReader(bytes, StandardCharsets.UTF_16LE));
        }
        bytes.reset();
        return new InputSource(bytes);
    }

    private static SAXParser parser() {
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            return factory.newSAXParser();
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("the JDK's SAX parser takes these features", e);
        }
    }

    private static String cleaned(String message) {
        if (message == null) {
            return "";
        }
        // the parser's own words name its feature's URL; the director needs to know what in the file is refused
        if (message.startsWith("DOCTYPE is disallowed")) {
            return "a DOCTYPE declaration is not allowed: OpenGotha, MacMahon and pairgoth write none";
        }
        return message.strip();
    }

    /** Builds the tree, and takes the parser's errors: a fatal one is thrown to {@link #read}, never printed. */
    private static final class Handler extends DefaultHandler {
        private final Deque<Builder> open = new ArrayDeque<>();
        private Locator locator;
        private XmlElement root;

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startElement(String uri, String localName, String qualifiedName, Attributes attributes)
                throws SAXException {
            if (open.size() == MAX_DEPTH) {
                throw new SAXParseException("elements are nested more than " + MAX_DEPTH + " deep", locator);
            }
            Map<String, String> read = new HashMap<>();
            for (int i = 0; i < attributes.getLength(); i++) {
                read.put(name(attributes.getLocalName(i), attributes.getQName(i)), attributes.getValue(i));
            }
            open.push(new Builder(name(localName, qualifiedName), read, locator.getLineNumber()));
        }

        @Override
        public void characters(char[] text, int start, int length) {
            if (!open.isEmpty()) {
                open.peek().text.append(text, start, length);
            }
        }

        @Override
        public void endElement(String uri, String localName, String qualifiedName) {
            Builder done = open.pop();
            XmlElement element = new XmlElement(done.name, done.attributes, done.children, done.text.toString(), done.line);
            if (open.isEmpty()) {
                root = element;
            } else {
                open.peek().children.add(element);
            }
        }

        @Override
        public void skippedEntity(String name) throws SAXException {
            throw new SAXParseException("entity '&" + name + ";' is not allowed", locator);
        }

        @Override
        public void warning(SAXParseException e) {
            // a warning does not stop the reading, and is nothing a director could act on
        }

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }

        private static String name(String local, String qualified) {
            return local == null || local.isEmpty() ? qualified : local;
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
