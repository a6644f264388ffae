package protocross.differential.driver;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Predicate;
import protocross.contract.Catalog;
import protocross.contract.ProtocrossException;
import protocross.contract.dataset.Datasets;

/**
 * One understood reason why one implementation answers differently from the others: which
 * implementation, how its answer differs ({@link Effect}), and which input {@link Features} it
 * needs. An {@link Explanation} combines causes until the remaining implementations agree.
 *
 * <p>{@code documented}: the library states the behaviour (an expected difference). Otherwise it
 * is a finding: understood from the library's source, undocumented, written up in conformance.md.
 * Each text names the source it was checked against.
 *
 * <p>No implementation is named here: each module under {@code impls/} states its own causes in
 * {@value #FILE} (keys on that file's first lines), read with the contract's {@link Catalog};
 * {@code order} places each cause in conformance.md and in an explanation's id.
 */
record Cause(String id, String impl, Effect effect, boolean documented, String text, String spec, Predicate<Features> needs,
    int order) {

  /** The file in an implementation's module that holds its causes. */
  static final String FILE = "differential-causes.properties";

  /** How the cause's implementation differs from the others that remain. */
  enum Effect {
    /** It rejects where another accepts. */
    REJECTS,
    /** It accepts where another rejects. */
    ACCEPTS,
    /** It accepts with other field values than another that accepts. */
    VALUES,
    /** It accepts with the same values as another, but re-encodes to other bytes. */
    ENCODING,
    /** It accepts with other field values, or the same values re-encoded to other bytes, than another that accepts. */
    DIFFERS,
    /** It accepts, then its readAll or encode fails. */
    ERROR
  }

  /**
   * Every implementation's causes in the repository this run reads (found as the differential finds
   * the datasets), read once; a bad file is one line ({@link ProtocrossException}), not a class
   * initialisation error.
   */
  static synchronized List<Cause> all() {
    if (repository == null) {
      repository = read(Datasets.locate().toAbsolutePath().getParent().resolve("impls"));
    }
    return repository;
  }

  private static List<Cause> repository;

  static Cause byId(String id) {
    return all().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow(() -> new IllegalArgumentException("no cause " + id));
  }

  /** The causes every module under {@code implsDir} states, by {@code order}; a bad file is one line. */
  static List<Cause> read(Path implsDir) {
    List<Cause> all = new ArrayList<>();
    for (Catalog.Entry e : Catalog.read(implsDir).entries()) {
      Path file = e.module().resolve(FILE);
      if (Files.isRegularFile(file)) {
        all.addAll(read(file, e.name()));
      }
    }
    Map<Integer, String> orders = new HashMap<>();
    Set<String> ids = new LinkedHashSet<>();
    for (Cause c : all) {
      if (!ids.add(c.id())) {
        throw new ProtocrossException("cause " + c.id() + " is stated twice under " + implsDir);
      }
      String other = orders.putIfAbsent(c.order(), c.id());
      if (other != null) {
        throw new ProtocrossException("causes " + other + " and " + c.id() + " both have order " + c.order() + " (under "
            + implsDir + "): give each its own");
      }
    }
    all.sort(Comparator.comparingInt(Cause::order));
    return List.copyOf(all);
  }

  /** One module's causes, each {@code <id>.<key>}; {@code impl} is the module's implementation. */
  static List<Cause> read(Path file, String impl) {
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(r);
    } catch (IOException | IllegalArgumentException e) {
      throw new ProtocrossException("cannot read " + file + ": " + e.getMessage());
    }
    Set<String> ids = new LinkedHashSet<>();
    for (String key : p.stringPropertyNames()) {
      int dot = key.lastIndexOf('.');
      if (dot <= 0 || !List.of("order", "effect", "documented", "needs", "text", "spec").contains(key.substring(dot + 1))) {
        throw new ProtocrossException(file + ": '" + key + "' is no <id>.order, .effect, .documented, .needs, .text or .spec");
      }
      ids.add(key.substring(0, dot));
    }
    List<Cause> causes = new ArrayList<>();
    for (String id : ids.stream().sorted().toList()) {
      String order = value(p, file, id, "order");
      String effect = value(p, file, id, "effect");
      String documented = value(p, file, id, "documented");
      Effect e;
      try {
        e = Effect.valueOf(effect.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException x) {
        throw new ProtocrossException(file + ": " + id + ".effect is '" + effect + "'; want rejects, accepts, values, encoding, differs or error");
      }
      if (!documented.equals("true") && !documented.equals("false")) {
        throw new ProtocrossException(file + ": " + id + ".documented is '" + documented + "'; want true or false");
      }
      int n;
      try {
        n = Integer.parseInt(order);
      } catch (NumberFormatException x) {
        throw new ProtocrossException(file + ": " + id + ".order is '" + order + "'; want a whole number");
      }
      causes.add(new Cause(id, impl, e, documented.equals("true"), value(p, file, id, "text"), value(p, file, id, "spec"),
          needs(file, id, value(p, file, id, "needs")), n));
    }
    return causes;
  }

  private static String value(Properties p, Path file, String id, String key) {
    String v = p.getProperty(id + "." + key);
    if (v == null || v.isBlank()) {
      throw new ProtocrossException(file + ": cause " + id + " has no " + id + "." + key);
    }
    return v.strip();
  }

  /**
   * "A or B": the input has feature A or B; "depth=N" / "messageDepth=N": its deepest nesting (all, or
   * messages only) is N; "depth>=N" / "messageDepth>=N": it is N or more.
   */
  static Predicate<Features> needs(Path file, String id, String needs) {
    Predicate<Features> any = f -> false;
    for (String part : needs.split(" or ")) {
      String t = part.strip();
      Predicate<Features> one;
      if (t.startsWith("depth") || t.startsWith("messageDepth")) {
        boolean atLeast = t.contains(">=");
        String op = atLeast ? ">=" : "=";
        String what = t.substring(0, Math.max(0, t.indexOf(op)));
        if (!what.equals("depth") && !what.equals("messageDepth")) {
          throw new ProtocrossException(file + ": " + id + ".needs: '" + t + "' is no depth=N, depth>=N, messageDepth=N or"
              + " messageDepth>=N");
        }
        int n;
        try {
          n = Integer.parseInt(t.substring(t.indexOf(op) + op.length()));
        } catch (NumberFormatException x) {
          throw new ProtocrossException(file + ": " + id + ".needs: '" + t + "' wants a whole number after '" + op + "'");
        }
        java.util.function.ToIntFunction<Features> depth = what.equals("depth") ? Features::maxDepth : Features::maxMessageDepth;
        one = atLeast ? f -> depth.applyAsInt(f) >= n : f -> depth.applyAsInt(f) == n;
      } else {
        Features.Feature feature;
        try {
          feature = Features.Feature.valueOf(t);
        } catch (IllegalArgumentException x) {
          throw new ProtocrossException(file + ": " + id + ".needs: '" + t + "' is no input feature (Features.Feature) and no"
              + " depth=N, depth>=N, messageDepth=N or messageDepth>=N");
        }
        one = f -> f.has(feature);
      }
      any = any.or(one);
    }
    return any;
  }
}
