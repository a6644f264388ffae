// upb's native reference loop: the same libupb.so, descriptor set and dataset files as the Java
// FFM binding, timed the way CodecBenchmark is timed (warm-up iterations, then measured
// iterations of a fixed length; one op = every payload of a dataset once; a fresh arena per
// payload). (FFM ops/s) / (this ops/s) is the cost of the Java<->native boundary.
//
// usage: upb_bench [--descriptors FILE] [--build-info FILE] [--warmup N] [--iterations N]
//                  [--time SECONDS] [--ops decode,encode] [--arena block|fresh] [--out FILE] DATASET.pb...
// --arena: where each decode's arena starts. block (default) = upb_Arena_Init in one 64 KiB block
// reused by every decode, as the Java binding does (ArenaBlock.java); fresh = upb_Arena_New per
// payload, as both sides did before (the Java side's -Dprotocross.upb.arena=fresh).
// Writes results/README.md's native-c/pass-<k>.json to --out (default: stdout).
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "google/protobuf/descriptor.upb.h"
#include "upb/mem/arena.h"
#include "upb/message/message.h"
#include "upb/reflection/def.h"
#include "upb/wire/decode.h"
#include "upb/wire/encode.h"

typedef struct {
  char* name;
  char* type;
  const upb_MiniTable* mt;
  size_t count;
  const char** data;
  size_t* size;
  upb_Message** decoded;  // for encode: decoded before timing, as in the Java benchmark
} Dataset;

static void die(const char* what, const char* detail) {
  fprintf(stderr, "upb_bench: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  exit(1);
}

static char* read_file(const char* path, size_t* len) {
  FILE* f = fopen(path, "rb");
  if (!f) die("cannot open", path);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char* buf = malloc(n > 0 ? (size_t)n : 1);
  if (n > 0 && fread(buf, 1, (size_t)n, f) != (size_t)n) die("cannot read", path);
  fclose(f);
  *len = (size_t)n;
  return buf;
}

static uint64_t varint(const char** p, const char* end, const char* path) {
  uint64_t v = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    if (*p >= end) die("truncated Dataset container", path);
    uint8_t b = (uint8_t) * (*p)++;
    v |= (uint64_t)(b & 0x7f) << shift;
    if (b < 0x80) return v;
  }
  die("bad varint in Dataset container", path);
  return 0;
}

// The Dataset container (name=1, message_type=2, repeated payload=3), read by hand so that the
// payloads are plain byte ranges, exactly what the Java side hands to upb_Decode.
static void read_dataset(const char* path, Dataset* ds) {
  size_t len;
  const char* buf = read_file(path, &len);
  const char* p = buf;
  const char* end = buf + len;
  size_t cap = 64;
  ds->data = malloc(cap * sizeof(char*));
  ds->size = malloc(cap * sizeof(size_t));
  while (p < end) {
    uint64_t tag = varint(&p, end, path);
    uint64_t n = varint(&p, end, path);
    if ((tag & 7) != 2 || n > (uint64_t)(end - p)) die("malformed Dataset container", path);
    switch (tag >> 3) {
      case 1: ds->name = strndup(p, n); break;
      case 2: ds->type = strndup(p, n); break;
      case 3:
        if (ds->count == cap) {
          cap *= 2;
          ds->data = realloc(ds->data, cap * sizeof(char*));
          ds->size = realloc(ds->size, cap * sizeof(size_t));
        }
        ds->data[ds->count] = p;
        ds->size[ds->count++] = n;
        break;
      default: die("unknown field in Dataset container", path);
    }
    p += n;
  }
  if (!ds->name || !ds->type) die("Dataset container without name or type", path);
}

static upb_DefPool* load_pool(const char* path) {
  size_t len;
  char* buf = read_file(path, &len);
  upb_Arena* arena = upb_Arena_New();  // kept: the pool outlives the run
  google_protobuf_FileDescriptorSet* set = google_protobuf_FileDescriptorSet_parse(buf, len, arena);
  if (!set) die("not a FileDescriptorSet", path);
  upb_DefPool* pool = upb_DefPool_New();
  size_t n;
  const google_protobuf_FileDescriptorProto* const* files = google_protobuf_FileDescriptorSet_file(set, &n);
  for (size_t i = 0; i < n; i++) {  // --include_imports lists dependencies first
    upb_Status status;
    upb_Status_Clear(&status);
    if (!upb_DefPool_AddFile(pool, files[i], &status)) die("descriptor set rejected", upb_Status_ErrorMessage(&status));
  }
  return pool;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static volatile uintptr_t sink;  // keeps each op's results observable

// The Java binding's ArenaBlock.SIZE; aligned as upb aligns its own blocks.
static _Alignas(16) char decode_block[64 << 10];
static int fresh_arenas;

static void op_decode(const Dataset* ds) {
  for (size_t i = 0; i < ds->count; i++) {
    upb_Arena* arena = fresh_arenas ? upb_Arena_New()
                                    : upb_Arena_Init(decode_block, sizeof decode_block, &upb_alloc_global);
    upb_Message* msg = upb_Message_New(ds->mt, arena);
    if (upb_Decode(ds->data[i], ds->size[i], msg, ds->mt, NULL, 0, arena) != kUpb_DecodeStatus_Ok) die("decode failed", ds->name);
    sink += (uintptr_t)msg;
    upb_Arena_Free(arena);
  }
}

static void op_encode(const Dataset* ds) {
  for (size_t i = 0; i < ds->count; i++) {
    upb_Arena* arena = upb_Arena_New();
    char* out;
    size_t size;
    if (upb_Encode(ds->decoded[i], ds->mt, kUpb_EncodeOption_Deterministic, arena, &out, &size) != kUpb_EncodeStatus_Ok) die("encode failed", ds->name);
    sink += (uintptr_t)out[0] + size;
    upb_Arena_Free(arena);
  }
}

// PROTOCROSS_PARENT_PIPE=1 (the metal runner): our stdin is a pipe the runner holds open and never
// writes to; end of file means it is gone (kill -9 included), so the loop stops before its next
// iteration instead of outliving the run (the JVMs do the same: harness ParentPipe.java).
static int parent_pipe;
static void exit_if_orphaned(void) {
  struct pollfd p = {.fd = 0, .events = POLLIN};
  char c;
  if (parent_pipe && poll(&p, 1, 0) > 0 && read(0, &c, 1) <= 0) _exit(143);
}

// One iteration: as many whole ops as fit in `seconds`; returns ops per second.
static double iteration(void (*op)(const Dataset*), const Dataset* ds, double seconds) {
  long ops = 0;
  exit_if_orphaned();
  double start = now(), t;
  do {
    op(ds);
    ops++;
    t = now();
  } while (t - start < seconds);
  return ops / (t - start);
}

static int cmp_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

static void json_str(FILE* f, const char* s) {
  fputc('"', f);
  for (; *s; s++) {
    if (*s == '"' || *s == '\\') fputc('\\', f);
    if ((unsigned char)*s >= 0x20) fputc(*s, f);
  }
  fputc('"', f);
}

// upb-build.properties, written by build-libupb.sh beside libupb.so: the upb provenance.
static void build_info(FILE* out, const char* path) {
  const char* keys[] = {"sdist", "sha256", "cflags"};
  char* vals[3] = {0};
  FILE* f = fopen(path, "r");
  if (!f) die("cannot open build info", path);
  char line[1024];
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = 0;
    for (int k = 0; k < 3; k++) {
      size_t kl = strlen(keys[k]);
      if (strncmp(line, keys[k], kl) == 0 && line[kl] == '=') vals[k] = strdup(line + kl + 1);
    }
  }
  fclose(f);
  fputs("{", out);
  for (int k = 0; k < 3; k++) {
    fprintf(out, "%s\"%s\": ", k ? ", " : "", keys[k]);
    json_str(out, vals[k] ? vals[k] : "unknown");
  }
  fputs("}", out);
}

int main(int argc, char** argv) {
  const char* descriptors = NULL;
  const char* out_path = NULL;
  const char* ops = "decode,encode";
  int warmup = 2, measured = 3;
  double seconds = 1.0;
  // Defaults: the build's provenance and descriptor set, which the Maven build puts beside us.
  char dir[4096];
  snprintf(dir, sizeof dir, "%s", argv[0]);
  char* slash = strrchr(dir, '/');
  if (slash) slash[1] = 0; else snprintf(dir, sizeof dir, "./");
  char info_default[4200], desc_default[4200];
  snprintf(info_default, sizeof info_default, "%supb-build.properties", dir);
  snprintf(desc_default, sizeof desc_default, "%sprotocross.desc", dir);
  const char* info = info_default;
  descriptors = desc_default;
  const char* pipe_env = getenv("PROTOCROSS_PARENT_PIPE");
  parent_pipe = pipe_env && !strcmp(pipe_env, "1");
  int first = argc;
  for (int i = 1; i < argc; i++) {
    if (strncmp(argv[i], "--", 2) != 0) { first = i; break; }
    if (i + 1 >= argc) die("missing value for", argv[i]);
    const char* v = argv[++i];
    if (!strcmp(argv[i - 1], "--descriptors")) descriptors = v;
    else if (!strcmp(argv[i - 1], "--build-info")) info = v;
    else if (!strcmp(argv[i - 1], "--warmup")) warmup = atoi(v);
    else if (!strcmp(argv[i - 1], "--iterations")) measured = atoi(v);
    else if (!strcmp(argv[i - 1], "--time")) seconds = atof(v);
    else if (!strcmp(argv[i - 1], "--ops")) ops = v;
    else if (!strcmp(argv[i - 1], "--out")) out_path = v;
    else if (!strcmp(argv[i - 1], "--arena")) {
      if (!strcmp(v, "fresh")) fresh_arenas = 1;
      else if (strcmp(v, "block")) die("--arena takes block or fresh, not", v);
    }
    else die("unknown option", argv[i - 1]);
  }
  if (first >= argc || measured < 1) {
    die("usage: upb_bench [--descriptors FILE] [--build-info FILE] [--warmup N] [--iterations N] [--time S] [--ops decode,encode] [--arena block|fresh] [--out FILE] DATASET.pb...", NULL);
  }
  upb_DefPool* pool = load_pool(descriptors);
  FILE* out = out_path ? fopen(out_path, "w") : stdout;
  if (!out) die("cannot write", out_path);
  fputs("{\"tool\": \"upb_bench\", \"upb\": ", out);
  build_info(out, info);
  fprintf(out, ",\n \"warmupIterations\": %d, \"measurementIterations\": %d, \"iterationSeconds\": %.3f,\n \"results\": [",
          warmup, measured, seconds);
  double* its = malloc(sizeof(double) * (size_t)measured);
  double* sorted = malloc(sizeof(double) * (size_t)measured);
  int emitted = 0;
  for (int a = first; a < argc; a++) {
    Dataset ds = {0};
    read_dataset(argv[a], &ds);
    const upb_MessageDef* def = upb_DefPool_FindMessageByName(pool, ds.type);
    if (!def) die("message type not in the descriptor set", ds.type);
    ds.mt = upb_MessageDef_MiniTable(def);
    upb_Arena* keep = upb_Arena_New();
    ds.decoded = malloc(ds.count * sizeof(upb_Message*));
    for (size_t i = 0; i < ds.count; i++) {
      ds.decoded[i] = upb_Message_New(ds.mt, keep);
      if (upb_Decode(ds.data[i], ds.size[i], ds.decoded[i], ds.mt, NULL, 0, keep) != kUpb_DecodeStatus_Ok) die("payload does not decode", ds.name);
    }
    const char* names[] = {"decode", "encode"};
    void (*fns[])(const Dataset*) = {op_decode, op_encode};
    for (int o = 0; o < 2; o++) {
      if (!strstr(ops, names[o])) continue;
      for (int w = 0; w < warmup; w++) iteration(fns[o], &ds, seconds);
      for (int m = 0; m < measured; m++) its[m] = iteration(fns[o], &ds, seconds);
      memcpy(sorted, its, sizeof(double) * (size_t)measured);
      qsort(sorted, (size_t)measured, sizeof(double), cmp_double);
      double median = measured % 2 ? sorted[measured / 2] : (sorted[measured / 2 - 1] + sorted[measured / 2]) / 2;
      fprintf(out, "%s\n  {\"dataset\": ", emitted++ ? "," : "");
      json_str(out, ds.name);
      fprintf(out, ", \"op\": \"%s\", \"opsPerSecond\": %.1f, \"iterations\": [", names[o], median);
      for (int m = 0; m < measured; m++) fprintf(out, "%s%.1f", m ? ", " : "", its[m]);
      fputs("]}", out);
      fprintf(stderr, "upb_bench: %-16s %-6s %12.1f ops/s\n", ds.name, names[o], median);
    }
    upb_Arena_Free(keep);
  }
  fputs("\n]}\n", out);
  if (out != stdout) fclose(out);
  return 0;
}
