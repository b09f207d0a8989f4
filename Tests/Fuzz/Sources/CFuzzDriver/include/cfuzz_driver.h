#ifndef CFUZZ_DRIVER_H
#define CFUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// The function libFuzzer calls with each input; returns 0 (or -1 to keep the input out of the corpus).
typedef int (*cfuzz_callback)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver with the process's arguments (`-max_total_time=30`, corpus folders, …).
/// The fuzzer runtime (`-sanitize=fuzzer`) provides the driver; this target only declares it.
int cfuzz_run(int *argc, char ***argv, cfuzz_callback callback);

#endif
