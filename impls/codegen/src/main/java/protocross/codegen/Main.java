package protocross.codegen;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import protocross.contract.ProtocrossException;
import protocross.contract.schema.DescriptorSet;

/**
 * Build-time entry point: {@code Main <runtime> <output source dir> [descriptor set file]} writes
 * the {@code Readers}, {@code Builders} and {@code Codecs} of the {@link RuntimeFamily} named (the
 * module's {@code readers.runtime}) for every message of the descriptor set: the contract's
 * built-in one ({@link DescriptorSet#builtin()}), or the file named (a user dataset directory's
 * schema, in a per-schema build). Run by impls/pom.xml in the generate-sources phase.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    try {
      if (args.length != 2 && args.length != 3) {
        throw new ProtocrossException("usage: protocross.codegen.Main <runtime> <output source dir> [descriptor set file]");
      }
      DescriptorSet set = args.length == 2 ? DescriptorSet.builtin() : DescriptorSet.parse(read(Path.of(args[2])));
      RuntimeFamily family = RuntimeFamily.named(args[0]);
      ReaderGenerator generator = new ReaderGenerator(set, family.readers(set), family.builders(set));
      for (JavaFile f : generator.files()) {
        f.writeTo(Path.of(args[1]));
      }
    } catch (ProtocrossException | IOException e) {
      System.err.println("codegen: " + e.getMessage());
      System.exit(2);
    }
  }

  private static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read descriptor set " + file + ": " + e.getMessage());
    }
  }
}
