package protocross.differential.driver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import protocross.differential.Protocol.Answer;
import protocross.differential.Protocol.Kind;
import protocross.differential.driver.Inputs.Case;

/**
 * Why one verdict's implementations disagree: the fewest {@link Cause}s such that, taking away
 * each cause's implementation in turn (each time it shows its cause's effect against one that
 * remains), the implementations left agree. A cause counts only when the input has the features it
 * needs, so an explanation rests on what the input is, not on how it was made or on message text.
 *
 * <p>Its id is the causes' ids joined by {@code +}, in {@link Cause#all()} order: a structured name
 * that {@code INDEX.tsv} records and the CI test compares.
 */
record Explanation(List<Cause> causes) {

  String id() {
    return String.join("+", causes.stream().map(Cause::id).toList());
  }

  /** Documented when every cause is. */
  boolean documented() {
    return causes.stream().allMatch(Cause::documented);
  }

  static Explanation find(Case c, AnswerPattern v, WireSchema schema) {
    return find(Features.of(schema, c.messageType(), c.bytes()), v);
  }

  /** The explanation with the fewest causes (first in {@link Cause#all()} order on ties), or null. */
  static Explanation find(Features f, AnswerPattern v) {
    if (v.agree() || v.crashed()) {
      return null;
    }
    List<Cause> present = Cause.all().stream().filter(c -> c.needs().test(f) && v.answers().containsKey(c.impl())).toList();
    List<Cause> best = search(new LinkedHashMap<>(v.answers()), present, new ArrayList<>(), null);
    if (best == null) {
      return null;
    }
    List<Cause> sorted = new ArrayList<>(best);
    sorted.sort(Comparator.comparingInt(Cause.all()::indexOf));
    return new Explanation(List.copyOf(sorted));
  }

  private static List<Cause> search(Map<String, Answer> remaining, List<Cause> present, List<Cause> used, List<Cause> best) {
    if (best != null && used.size() >= best.size()) {
      return best;
    }
    if (remaining.values().stream().map(Answer::behaviour).distinct().count() == 1
        && remaining.values().iterator().next().kind() != Kind.CRASH && remaining.values().iterator().next().kind() != Kind.HANG) {
      return List.copyOf(used);
    }
    for (Cause c : present) {
      if (!remaining.containsKey(c.impl()) || !shows(c, remaining)) {
        continue;
      }
      Answer mine = remaining.remove(c.impl());
      used.add(c);
      best = search(remaining, present, used, best);
      used.remove(used.size() - 1);
      remaining.put(c.impl(), mine);
    }
    return best;
  }

  /** Whether the cause's implementation shows its effect against at least one other that remains. */
  private static boolean shows(Cause c, Map<String, Answer> remaining) {
    Answer mine = remaining.get(c.impl());
    List<Answer> others = remaining.entrySet().stream().filter(e -> !e.getKey().equals(c.impl())).map(Map.Entry::getValue).toList();
    return switch (c.effect()) {
      case REJECTS -> mine.kind() == Kind.REJECTED && others.stream().anyMatch(o -> o.kind() == Kind.ACCEPTED);
      case ACCEPTS -> mine.kind() == Kind.ACCEPTED && others.stream().anyMatch(o -> o.kind() == Kind.REJECTED);
      case VALUES -> mine.kind() == Kind.ACCEPTED
          && others.stream().anyMatch(o -> o.kind() == Kind.ACCEPTED && o.digest() != mine.digest());
      case ENCODING -> mine.kind() == Kind.ACCEPTED && others.stream().anyMatch(o -> o.kind() == Kind.ACCEPTED
          && o.digest() == mine.digest() && (o.encodedHash() != mine.encodedHash() || o.encodedLength() != mine.encodedLength()));
      case DIFFERS -> mine.kind() == Kind.ACCEPTED && others.stream().anyMatch(o -> o.kind() == Kind.ACCEPTED
          && (o.digest() != mine.digest() || o.encodedHash() != mine.encodedHash() || o.encodedLength() != mine.encodedLength()));
      case ERROR -> mine.kind() == Kind.ERROR && !others.isEmpty();
    };
  }
}
