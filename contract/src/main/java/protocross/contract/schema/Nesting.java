package protocross.contract.schema;

/**
 * How deep a payload's messages may nest: {@value #LIMIT} levels below the top-level message,
 * protobuf-java's recursion limit (CodedInputStream's default), so the contract accepts only what
 * that runtime can read. Every walk over a payload's bytes ({@link protocross.contract.proof.ReferenceDigest},
 * {@link protocross.contract.adapter.MessageValue}, {@link ProtoReader}'s groups) counts its depth and stops here with an
 * {@link IllegalArgumentException}, as for malformed bytes, instead of recursing until the thread's
 * stack ends (a 10,000-level payload was a 1,025-line StackOverflowError, issue 26).
 */
public final class Nesting {
  public static final int LIMIT = 100;

  private Nesting() {}

  /** Throws when {@code depth} (0 for the top-level message) is past the limit. */
  public static void check(int depth) {
    if (depth > LIMIT) {
      throw new IllegalArgumentException("messages nested more than " + LIMIT + " levels deep (the depth limit, protobuf-java's"
          + " recursion limit)");
    }
  }
}
