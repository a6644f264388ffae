package protocross.bench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** JMH's infrastructure starts under {@code --sun-misc-unsafe-memory-access=deny} with the agent, and not without it. */
class JmhLayoutCheckTest {

  /** The child: initialises the JMH classes whose static initialisers run the layout check. */
  public static final class Child {
    public static void main(String[] args) throws Exception {
      for (String c : List.of("org.openjdk.jmh.infra.IterationParams", "org.openjdk.jmh.infra.BenchmarkParams",
          "org.openjdk.jmh.infra.Blackhole", "org.openjdk.jmh.infra.ThreadParams", "org.openjdk.jmh.infra.Control")) {
        Class.forName(c);
      }
      System.out.println("jmh initialised");
    }
  }

  private record Result(int exit, String output) {}

  private static Result child(Path agent) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "--sun-misc-unsafe-memory-access=deny"));
    if (agent != null) {
      cmd.add("-javaagent:" + agent);
    }
    cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), Child.class.getName()));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    return new Result(p.exitValue(), out);
  }

  /** The agent's jar as the harness packages it: its class and Premain-Class (the build's jar is made after the tests). */
  private static Path agentJar(Path dir) throws Exception {
    Manifest m = new Manifest();
    m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    m.getMainAttributes().putValue("Premain-Class", JmhLayoutCheck.class.getName());
    Path jar = dir.resolve("harness-agent.jar");
    String entry = JmhLayoutCheck.class.getName().replace('.', '/') + ".class";
    try (OutputStream os = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(os, m);
        InputStream in = JmhLayoutCheck.class.getClassLoader().getResourceAsStream(entry)) {
      j.putNextEntry(new JarEntry(entry));
      in.transferTo(j);
      j.closeEntry();
    }
    return jar;
  }

  @Test
  void withoutTheAgentJmhCannotStartUnderDeny() throws Exception {
    Result r = child(null);
    assertNotEquals(0, r.exit(), r.output());
    assertTrue(r.output().contains("UnsupportedOperationException: objectFieldOffset"), r.output());
  }

  @Test
  void withTheAgentJmhStartsUnderDeny(@TempDir Path dir) throws Exception {
    Result r = child(agentJar(dir));
    assertEquals(0, r.exit(), r.output());
    assertTrue(r.output().contains("jmh initialised"), r.output());
  }

  @Test
  void onlyTheLayoutCheckIsEmptied() throws Exception {
    byte[] utils;
    try (InputStream in = ClassLoader.getSystemResourceAsStream(JmhLayoutCheck.UTILS + ".class")) {
      utils = in.readAllBytes();
    }
    byte[] out = JmhLayoutCheck.withoutLayoutCheck(utils);
    assertNotNull(out);
    var before = java.lang.classfile.ClassFile.of().parse(utils);
    var after = java.lang.classfile.ClassFile.of().parse(out);
    assertEquals(before.methods().size(), after.methods().size());
    for (int i = 0; i < before.methods().size(); i++) {
      var b = before.methods().get(i);
      var a = after.methods().get(i);
      assertEquals(b.methodName().stringValue() + b.methodType().stringValue(),
          a.methodName().stringValue() + a.methodType().stringValue());
      boolean check = b.methodName().equalsString(JmhLayoutCheck.CHECK) && b.methodType().equalsString(JmhLayoutCheck.CHECK_TYPE);
      byte[] bc = b.code().map(c -> ((java.lang.classfile.attribute.CodeAttribute) c).codeArray()).orElse(new byte[0]);
      byte[] ac = a.code().map(c -> ((java.lang.classfile.attribute.CodeAttribute) c).codeArray()).orElse(new byte[0]);
      if (check) {
        assertEquals(1, ac.length, "check(Class, String) is one return");
      } else {
        assertTrue(java.util.Arrays.equals(bc, ac), "unchanged: " + b.methodName());
      }
    }
    // A class without the method is left alone (null: the transformer returns the class as it was).
    try (InputStream in = ClassLoader.getSystemResourceAsStream("org/openjdk/jmh/infra/Blackhole.class")) {
      assertNull(JmhLayoutCheck.withoutLayoutCheck(in.readAllBytes()));
    }
  }
}
