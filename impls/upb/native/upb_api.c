// The export unit of libupb.so: no code of its own, only a table of addresses and a release-line
// check (below). upb declares much of its public API (upb_Arena_New, upb_Message_New,
// upb_MiniTable_FindFieldByNumber, ...) as header inline functions, which a dynamic library does
// not export. Compiled alone with -DUPB_BUILD_API, the headers below emit one exported definition
// of each such function for the Java FFM binding and the C reference loop, while upb's own sources
// keep inlining them.
#include "upb/base/status.h"
#include "upb/mem/alloc.h"
#include "upb/mem/arena.h"
#include "upb/message/array.h"
#include "upb/message/copy.h"
#include "upb/message/map.h"
#include "upb/message/message.h"
#include "upb/mini_table/field.h"
#include "upb/mini_table/message.h"
#include "upb/reflection/def.h"
#include "upb/wire/decode.h"
#include "upb/wire/encode.h"

// Every upb function and data symbol the Java binding (Upb, UpbBuild, UpbMerge, Schema) and
// upb_bench.c call, by address. Nothing reads this table: it is here so that a protobuf release
// whose upb lacks one of them (4.25.x has no upb_DecodeStatus_String, upb_MiniTable_SubMessage, ...)
// fails this compile with gcc's own reason ("'upb_DecodeStatus_String' undeclared"), which
// build-libupb.sh prints as its one line, instead of the binding failing at start-up.
void (*const protocross_upb_api[])(void) = {
    (void (*)(void))upb_Arena_New,
    (void (*)(void))upb_Arena_Init,
    (void (*)(void))upb_Arena_Free,
    (void (*)(void))upb_Arena_Malloc,
    (void (*)(void))upb_Arena_SpaceAllocated,
    (void (*)(void))upb_Message_New,
    (void (*)(void))upb_Message_DeepClone,
    (void (*)(void))upb_Decode,
    (void (*)(void))upb_Encode,
    (void (*)(void))upb_DecodeStatus_String,
    (void (*)(void))upb_EncodeStatus_String,
    (void (*)(void))upb_Array_New,
    (void (*)(void))upb_Array_Resize,
    (void (*)(void))upb_Map_New,
    (void (*)(void))upb_Map_Insert,
    (void (*)(void))upb_Map_Size,
    (void (*)(void))upb_Map_Next,
    (void (*)(void))upb_DefPool_New,
    (void (*)(void))upb_DefPool_AddFile,
    (void (*)(void))upb_DefPool_FindMessageByName,
    (void (*)(void))upb_MessageDef_MiniTable,
    (void (*)(void))upb_Status_Clear,
    (void (*)(void))upb_Status_ErrorMessage,
    (void (*)(void))upb_MiniTable_FieldCount,
    (void (*)(void))upb_MiniTable_GetFieldByIndex,
    (void (*)(void))upb_MiniTable_SubMessage,
    (void (*)(void))upb_MiniTableField_Number,
    (void (*)(void))upb_MiniTableField_Type,
    (void (*)(void))upb_MiniTableField_IsArray,
    (void (*)(void))upb_MiniTableField_IsMap,
    (void (*)(void))upb_MiniTableField_IsInOneof,
    (void (*)(void))upb_MiniTableField_HasPresence,
};
// descriptor.proto's MiniTable, compiled into libupb from the sdist's descriptor.upb_minitable.c;
// declared here, as that file's header declares it in every release, rather than through the header,
// which would pull upb's whole generated-code support into this export unit.
extern const upb_MiniTable google__protobuf__FileDescriptorSet_msg_init;
const void* const protocross_upb_data[] = {
    &upb_alloc_global,
    &google__protobuf__FileDescriptorSet_msg_init,
};

// The protobuf release lines whose upb the binding was checked against (their sdists' headers, read
// for issue 11): where the binding depends on upb's internals or on an API that changed, it picks
// the line's form (UpbRelease.java: upb_MiniTable_SubMessage's arguments, the map's hash-table
// layout), and a line nobody read could differ where no start-up check catches it before memory is
// read. build-libupb.sh sets PROTOCROSS_UPB_LINE from the version (36 for 7.36.2). After the table
// above, so that a release lacking the API reports that first.
#ifndef PROTOCROSS_UPB_LINE
#error "protocross: compile upb_api.c with -DPROTOCROSS_UPB_LINE=<protobuf release line>, as native/build-libupb.sh does"
#elif PROTOCROSS_UPB_LINE != 29 && (PROTOCROSS_UPB_LINE < 32 || PROTOCROSS_UPB_LINE > 36)
#error "protocross: the upb binding is checked against protobuf release lines 29 and 32 to 36 only (impls/upb/README.md, upb at another release)"
#endif
