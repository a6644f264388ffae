// The export unit of libupb.so: no code of its own. upb declares much of its public API
// (upb_Arena_New, upb_Message_New, upb_MiniTable_FindFieldByNumber, ...) as header inline
// functions, which a dynamic library does not export. Compiled alone with -DUPB_BUILD_API, the
// headers below emit one exported definition of each such function for the Java FFM binding
// and the C reference loop, while upb's own sources keep inlining them.
#include "upb/base/status.h"
#include "upb/mem/arena.h"
#include "upb/message/array.h"
#include "upb/message/map.h"
#include "upb/message/message.h"
#include "upb/mini_table/field.h"
#include "upb/mini_table/message.h"
#include "upb/reflection/def.h"
#include "upb/wire/decode.h"
#include "upb/wire/encode.h"
