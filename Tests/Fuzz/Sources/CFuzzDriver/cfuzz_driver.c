#include "cfuzz_driver.h"

// libFuzzer's entry point for programs that keep their own main (FuzzerInterface.h).
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int cfuzz_run(int *argc, char ***argv, cfuzz_callback callback) {
  return LLVMFuzzerRunDriver(argc, argv, callback);
}
