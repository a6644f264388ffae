package protocross.codegen;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import protocross.contract.DescriptorSet;
import protocross.contract.ProtocrossException;

/**
 * Build-time entry point: {@code Main <protobuf|wire> <output source dir> [descriptor set file]}
 * writes the runtime's {@code Readers}, {@code Builders} and {@code Codecs} for every message of the descriptor set:
 * the contract's built-in one ({@link DescriptorSet#builtin()}), or the file named (a user dataset
 * directory's schema, in a per-schema build). Run by impls/pom.xml in the generate-sources phase.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    try {
      if (args.length != 2 && args.length != 3) {
        throw new ProtocrossException("usage: protocross.codegen.Main <protobuf|wire> <output source dir> [descriptor set file]");
      }
      DescriptorSet set = args.length == 2 ? DescriptorSet.builtin() : DescriptorSet.parse(read(Path.of(args[2])));
      ReaderGenerator generator = switch (args[0]) {
        case "protobuf" -> new ReaderGenerator(set, new ProtobufApi(set), new ProtobufBuilderApi(set));
        case "wire" -> new ReaderGenerator(set, new WireApi(set), new WireBuilderApi(set));
        default -> throw new ProtocrossException("unknown runtime '" + args[0] + "': expected protobuf or wire");
      };
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
