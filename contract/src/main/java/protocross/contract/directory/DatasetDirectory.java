package protocross.contract.directory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import protocross.contract.ProtocrossException;
import protocross.contract.adapter.Digest;
import protocross.contract.dataset.DatasetFile;
import protocross.contract.dataset.DatasetLayout;
import protocross.contract.dataset.Protoc;
import protocross.contract.proof.ReferenceDigest;
import protocross.contract.schema.DescriptorSet;
import protocross.contract.schema.EditionFeatures;
import protocross.contract.schema.FileDef;
import protocross.contract.schema.MessageDef;

/**
 * A dataset as a directory anywhere on disk: its {@code .proto} file(s) (imports resolved inside
 * the directory), {@code dataset.properties} with {@code message=<fully.qualified.Type>} (and
 * optional {@code name=}, default the directory's name, and {@code description=}), and
 * {@code payloads/*.bin}, one binary message per file, read in file-name order ({@link DatasetLayout},
 * the form the built-in datasets take too). Reading compiles the schema with protoc and parses every
 * payload with the descriptor walk before anything uses it; every problem is one line naming the file.
 */
public record DatasetDirectory(Path dir, String name, String description, DescriptorSet schema, byte[] descriptorSet,
    DatasetFile dataset) {

  public static final String PROPERTIES = DatasetLayout.PROPERTIES;
  public static final String PAYLOADS = DatasetLayout.PAYLOADS;

  /** The reference digest of the payloads: the descriptor walk. */
  public long referenceDigest() {
    return new ReferenceDigest(schema).of(dataset.messageType(), dataset.payloads());
  }

  public static DatasetDirectory read(Path dir, Protoc protoc, Collection<String> builtInNames) {
    if (!Files.isDirectory(dir)) {
      throw new ProtocrossException("dataset directory " + dir + " does not exist");
    }
    Path propertiesFile = dir.resolve(PROPERTIES);
    DatasetLayout.Declared declared = DatasetLayout.declared(dir);
    String message = declared.message();
    String name = declared.name();
    if (!declared.unknownKeys().isEmpty()) {
      // A typo (mesage=) would otherwise be silently ignored; a warning, not a refusal, so a key added later is no error.
      System.err.println("protocross: warning: " + propertiesFile + ": unknown key" + (declared.unknownKeys().size() == 1 ? " " : "s ")
          + String.join(", ", declared.unknownKeys()) + " ignored (the keys are " + String.join(", ", DatasetLayout.KEYS) + ")");
    }
    if (builtInNames.contains(name)) {
      throw new ProtocrossException(propertiesFile + ": dataset name '" + name + "' is a built-in dataset's; set another name=");
    }

    List<String> protos = DatasetLayout.protoFiles(dir);
    if (protos.isEmpty()) {
      throw new ProtocrossException("dataset directory " + dir + " has no .proto file");
    }
    byte[] descriptorSet = protoc.descriptorSet(dir, protos);
    DescriptorSet schema = DescriptorSet.parse(descriptorSet);
    for (FileDef f : schema.files()) {
      // An import may name a file that is not a *.proto; code generation takes every file's name as an argument.
      DatasetLayout.checkName(dir.resolve(f.name()), f.name());
      if (f.editions() && f.edition() != EditionFeatures.EDITION_2023) {
        // Presence, packing and enum openness come from the edition's features; the descriptor walk
        // resolves edition 2023's (EditionFeatures). Another edition may change them: refuse rather
        // than compute a wrong reference. (Whether each runtime can express an edition 2023 schema is
        // its own cell: its code generation or its admission says so.)
        throw new ProtocrossException(dir.resolve(f.name()) + ": unsupported: edition " + (f.edition() == 1001 ? "2024"
            : "number " + f.edition()) + " (the reference digest reads proto2, proto3 and edition 2023)");
      }
    }
    if (!schema.hasMessage(message)) {
      throw new ProtocrossException(propertiesFile + ": message=" + message + " is not declared in " + String.join(", ", protos)
          + " (declared: " + schema.messages().stream().filter(m -> !m.mapEntry() && !m.file().name().startsWith("google/protobuf/"))
              .map(MessageDef::fullName).toList() + ")");
    }

    DatasetFile dataset = DatasetLayout.read(dir);
    ReferenceDigest walk = new ReferenceDigest(schema);
    MessageDef type = schema.message(message);
    List<String> files = DatasetLayout.payloadFiles(dir);
    for (int i = 0; i < files.size(); i++) {
      try {
        walk.message(type, dataset.payloads().get(i), new Digest());
      } catch (IllegalArgumentException e) {
        throw new ProtocrossException("payload " + dir.resolve(PAYLOADS).resolve(files.get(i)) + " does not parse as " + message
            + ": " + e.getMessage());
      }
    }
    return new DatasetDirectory(dir, name, declared.description(), schema, descriptorSet, dataset);
  }

  /** The payload files of a dataset directory, relative to its {@code payloads/}, in the order they are read. */
  public static List<String> payloadFiles(Path dir) {
    return DatasetLayout.payloadFiles(dir);
  }
}
