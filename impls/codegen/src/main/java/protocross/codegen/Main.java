package protocross.codegen;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.nio.file.Path;
import protocross.contract.DescriptorSet;
import protocross.contract.ProtocrossException;

/**
 * Build-time entry point: {@code Main <protobuf|wire> <output source dir>} writes the runtime's
 * {@code Readers} and {@code Codecs} for every message of the contract's descriptor set
 * ({@link DescriptorSet#builtin()}). Run by impls/pom.xml in the generate-sources phase.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    try {
      if (args.length != 2) {
        throw new ProtocrossException("usage: protocross.codegen.Main <protobuf|wire> <output source dir>");
      }
      DescriptorSet set = DescriptorSet.builtin();
      RuntimeApi api = switch (args[0]) {
        case "protobuf" -> new ProtobufApi(set);
        case "wire" -> new WireApi(set);
        default -> throw new ProtocrossException("unknown runtime '" + args[0] + "': expected protobuf or wire");
      };
      for (JavaFile f : new ReaderGenerator(set, api).files()) {
        f.writeTo(Path.of(args[1]));
      }
    } catch (ProtocrossException | IOException e) {
      System.err.println("codegen: " + e.getMessage());
      System.exit(2);
    }
  }
}
