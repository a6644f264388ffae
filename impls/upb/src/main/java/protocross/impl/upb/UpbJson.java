package protocross.impl.upb;

/**
 * Why upb's JSON ops are unsupported here. upb has a proto3 JSON codec (upb_JsonEncode and
 * upb_JsonDecode, in upb/json/encode.c and decode.c of the protobuf repository), but this module
 * builds libupb only from registry artifacts of the pinned release (impls/upb/README.md, "How
 * libupb is built"), and none of release 36.2's that a build here can fetch carries upb/json.
 * Each was listed (2026-11-30): the PyPI sdist protobuf==7.36.2 has upb/base, hash, lex, mem,
 * message, mini_descriptor, mini_table, port, reflection, text, util and wire, no json (its
 * Python JSON is pure Python, google/protobuf/json_format.py); the crates.io crate
 * google-protobuf 0.36.2-release (behind protobuf 4.36.2-release) vendors libupb/upb without
 * json; Debian's protobuf is 3.21.12 and its upb a 2020 snapshot. The amalgamations that do include
 * JSON, ruby-upb.c and php-upb.c, ship in the Ruby gem and the PHP extension, whose registries
 * are not reachable here.
 */
final class UpbJson {
  private UpbJson() {}

  static final String UNSUPPORTED = "upb_JsonEncode/upb_JsonDecode (upb/json/) are in no registry artifact of"
      + " release 36.2 this build can fetch: the PyPI sdist protobuf==7.36.2 that libupb is built from and the"
      + " crates.io crate google-protobuf 0.36.2-release both ship upb without json/ (Debian has protobuf 3.21.12);"
      + " only the Ruby gem and the PHP extension bundle it, whose registries are not reachable";
}
