package protocross.codesize;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import protocross.contract.ProtocrossException;

/**
 * The built-in schema as code size sees it: the Java package protoc and wire-compiler generate it
 * into ({@code option java_package} of {@code datasets/protocross.proto}), the root types the datasets
 * use ({@code datasets/MANIFEST.tsv}, once each), and the dataset directories whose payloads the
 * shrunk application must decode and re-encode.
 */
record BuiltInSchema(String javaPackage, List<String> rootTypes, List<Path> datasetDirs) {
  private static final Pattern JAVA_PACKAGE = Pattern.compile("(?m)^option java_package = \"([^\"]+)\";");

  static BuiltInSchema read(Path datasets) {
    try {
      Matcher m = JAVA_PACKAGE.matcher(Files.readString(datasets.resolve("protocross.proto")));
      if (!m.find()) {
        throw new ProtocrossException(datasets.resolve("protocross.proto") + " has no java_package option");
      }
      List<String> roots = Files.readAllLines(datasets.resolve("MANIFEST.tsv")).stream().skip(1)
          .filter(l -> !l.isBlank()).map(l -> l.split("\t")[1]).distinct().sorted().toList();
      List<Path> dirs;
      try (Stream<Path> list = Files.list(datasets)) {
        dirs = list.filter(d -> Files.isRegularFile(d.resolve("dataset.properties"))).sorted().toList();
      }
      return new BuiltInSchema(m.group(1), roots, dirs);
    } catch (IOException e) {
      throw new ProtocrossException("cannot read the built-in schema under " + datasets + ": " + e);
    }
  }

  /** Its package as a jar folder, {@code protocross/schema/}. */
  String dir() {
    return javaPackage.replace('.', '/') + "/";
  }

  /** The root types' class names without the package. */
  List<String> rootSimpleNames() {
    return rootTypes.stream().map(t -> t.substring(t.lastIndexOf('.') + 1)).toList();
  }
}
