package protocross.codegen;

import java.util.ServiceLoader;
import protocross.contract.ProtocrossException;
import protocross.contract.schema.DescriptorSet;

/**
 * One runtime's generated Java API, as a module's pom names it ({@code readers.runtime}): how it
 * reads a message and how it builds one. Found with {@link ServiceLoader}
 * ({@code META-INF/services/protocross.codegen.RuntimeFamily}), so a runtime with a new Java API is
 * its classes and one line there, never a case in {@link Main}.
 */
public interface RuntimeFamily {
  /** The value of {@code readers.runtime} that selects it. */
  String name();

  RuntimeApi readers(DescriptorSet set);

  BuilderApi builders(DescriptorSet set);

  /** The family the pom named, or a one-line refusal that lists the known ones. */
  static RuntimeFamily named(String name) {
    StringBuilder known = new StringBuilder();
    for (RuntimeFamily f : ServiceLoader.load(RuntimeFamily.class, RuntimeFamily.class.getClassLoader())) {
      if (f.name().equals(name)) {
        return f;
      }
      known.append(known.isEmpty() ? "" : " or ").append(f.name());
    }
    throw new ProtocrossException("unknown runtime '" + name + "': expected " + known);
  }
}
