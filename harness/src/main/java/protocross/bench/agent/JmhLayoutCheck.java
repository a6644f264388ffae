package protocross.bench.agent;

import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.MethodModel;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;

/**
 * A Java agent for the {@code unsafe-deny} option set only (jars' ColumnJvm): it lets JMH 1.37 start
 * when {@code sun.misc.Unsafe} memory access is denied ({@code --sun-misc-unsafe-memory-access=deny}).
 *
 * <p>Why: JMH 1.37, the newest release, checks the field layout of its own infrastructure objects
 * (padding against false sharing) in their static initialisers: {@code Utils.check(Class, String)}
 * reads field offsets with {@code Unsafe.objectFieldOffset}, which throws under {@code deny}, so
 * neither the launcher nor JMH's forked VM gets as far as the first benchmark, for every runtime
 * and the harness's control op alike. JMH's own repository removed that check (commit 7abb6ba0,
 * "7903898: JMH: Unsafe deprecation warnings are printed in JDK 24"), but no release carries it.
 *
 * <p>What: when {@code org/openjdk/jmh/util/Utils} loads, its {@code check(Class, String)} gets an
 * empty body (the padding itself is untouched), then the agent removes itself; nothing else is
 * rewritten, so the timed loop runs the same bytecode as in every other column. A JMH without that
 * method leaves the class as it is and says so in one line. Compiled at release 25 (the class-file
 * API, final in JDK 24), so it loads only in the JDK 25 JVM that {@code deny} needs.
 */
public final class JmhLayoutCheck implements ClassFileTransformer {
  static final String UTILS = "org/openjdk/jmh/util/Utils";
  static final String CHECK = "check";
  static final String CHECK_TYPE = "(Ljava/lang/Class;Ljava/lang/String;)V";

  private final Instrumentation instrumentation;

  private JmhLayoutCheck(Instrumentation instrumentation) {
    this.instrumentation = instrumentation;
  }

  /** {@code -javaagent:<this jar>}: the launcher JVM and JMH's forked VM of an {@code unsafe-deny} column. */
  public static void premain(String args, Instrumentation instrumentation) {
    instrumentation.addTransformer(new JmhLayoutCheck(instrumentation));
  }

  @Override
  public byte[] transform(Module module, ClassLoader loader, String className, Class<?> redefined,
      ProtectionDomain domain, byte[] bytes) {
    if (!UTILS.equals(className)) {
      return null;
    }
    instrumentation.removeTransformer(this);
    byte[] out = withoutLayoutCheck(bytes);
    if (out == null) {
      System.err.println("protocross: JMH's Utils has no check" + CHECK_TYPE + "; its class is left as it is");
    }
    return out;
  }

  /** The class with {@code check(Class, String)} returning at once, or null when it has no such method. */
  static byte[] withoutLayoutCheck(byte[] bytes) {
    ClassFile cf = ClassFile.of();
    ClassModel model = cf.parse(bytes);
    if (model.methods().stream().noneMatch(JmhLayoutCheck::isCheck)) {
      return null;
    }
    return cf.transformClass(model, (builder, element) -> {
      if (element instanceof MethodModel m && isCheck(m)) {
        builder.withMethodBody(m.methodName(), m.methodType(), m.flags().flagsMask(), CodeBuilder::return_);
      } else {
        builder.with(element);
      }
    });
  }

  private static boolean isCheck(MethodModel m) {
    return m.methodName().equalsString(CHECK) && m.methodType().equalsString(CHECK_TYPE);
  }
}
