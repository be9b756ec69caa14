package dev.tengen.service.web.problem;

import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.enterprise.inject.spi.BeanManager;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The methods an address takes, for the {@code Allow} header a 405 must carry (RFC 9110 section 15.5.6): read once
 * from the service's resources, their {@code @Path} templates and the HTTP method of each of their methods, GET
 * bringing HEAD and every address taking OPTIONS, as the framework answers an OPTIONS request itself.
 */
@Singleton
public class AllowedMethods {

    private static final Pattern PARAMETER = Pattern.compile("\\{\\s*\\w[\\w.-]*\\s*(?::\\s*((?:[^{}]|\\{[^{}]*})*))?}");

    @Inject
    BeanManager beans;

    private volatile List<Endpoint> endpoints;

    /** The methods {@code path} takes, in alphabetical order; empty when no resource has the path. */
    public Set<String> of(String path) {
        Set<String> allowed = new TreeSet<>();
        for (Endpoint endpoint : endpoints()) {
            if (endpoint.path().matcher(path).matches()) {
                allowed.add(endpoint.method());
                if (endpoint.method().equals(HttpMethod.GET)) {
                    allowed.add(HttpMethod.HEAD);
                }
            }
        }
        if (!allowed.isEmpty()) {
            allowed.add(HttpMethod.OPTIONS);
        }
        return allowed;
    }

    private List<Endpoint> endpoints() {
        List<Endpoint> read = endpoints;
        if (read == null) {
            read = new ArrayList<>();
            for (Bean<?> bean : beans.getBeans(Object.class, Any.Literal.INSTANCE)) {
                Path root = bean.getBeanClass().getAnnotation(Path.class);
                if (root != null) {
                    read.addAll(endpoints(root.value(), bean.getBeanClass()));
                }
            }
            endpoints = List.copyOf(read);
        }
        return read;
    }

    /** The endpoints of a resource class at {@code root}: each method bearing an HTTP method, at its own path. */
    static List<Endpoint> endpoints(String root, Class<?> resource) {
        List<Endpoint> found = new ArrayList<>();
        for (Method method : resource.getMethods()) {
            for (Annotation annotation : method.getAnnotations()) {
                HttpMethod http = annotation.annotationType().getAnnotation(HttpMethod.class);
                if (http != null) {
                    Path sub = method.getAnnotation(Path.class);
                    found.add(new Endpoint(http.value(), template(sub == null ? root : root + "/" + sub.value())));
                }
            }
        }
        return found;
    }

    /**
     * A JAX-RS path template as a pattern of the paths it takes: {@code {id}} one segment, {@code {name: regex}} its
     * regular expression, the rest literally; slashes doubled or at the end do not count.
     */
    static Pattern template(String template) {
        String path = ("/" + template).replaceAll("/+", "/");
        if (path.length() > 1 && path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        StringBuilder pattern = new StringBuilder();
        Matcher parameter = PARAMETER.matcher(path);
        int at = 0;
        while (parameter.find()) {
            pattern.append(Pattern.quote(path.substring(at, parameter.start())));
            pattern.append(parameter.group(1) == null ? "[^/]+" : "(?:" + parameter.group(1).strip() + ")");
            at = parameter.end();
        }
        pattern.append(Pattern.quote(path.substring(at))).append("/?");
        return Pattern.compile(pattern.toString());
    }

    /** One HTTP method at one path template. */
    record Endpoint(String method, Pattern path) {
    }
}
