#include "cpixel_kernels.h"

#include <string.h>

// The round constants: the first 32 bits of the fractional parts of the cube roots of the
// first 64 primes (FIPS 180-4, 4.2.2).
static const uint32_t cpk_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// Macros rather than functions: a build for debugging does not inline functions.
#define CPK_ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

// One 64-byte block into the state (FIPS 180-4, 6.2.2).
static void cpk_sha256_block(uint32_t state[8], const uint8_t *block) {
  uint32_t w[64];
  for (int t = 0; t < 16; t++) {
    const uint8_t *p = block + t * 4;
    w[t] = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
  }
  for (int t = 16; t < 64; t++) {
    uint32_t x = w[t - 15], y = w[t - 2];
    uint32_t s0 = CPK_ROTR(x, 7) ^ CPK_ROTR(x, 18) ^ (x >> 3);
    uint32_t s1 = CPK_ROTR(y, 17) ^ CPK_ROTR(y, 19) ^ (y >> 10);
    w[t] = w[t - 16] + s0 + w[t - 7] + s1;
  }
  uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
  uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
  for (int t = 0; t < 64; t++) {
    uint32_t t1 = h + (CPK_ROTR(e, 6) ^ CPK_ROTR(e, 11) ^ CPK_ROTR(e, 25)) + ((e & f) ^ (~e & g)) + cpk_k[t] + w[t];
    uint32_t t2 = (CPK_ROTR(a, 2) ^ CPK_ROTR(a, 13) ^ CPK_ROTR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  state[0] += a;
  state[1] += b;
  state[2] += c;
  state[3] += d;
  state[4] += e;
  state[5] += f;
  state[6] += g;
  state[7] += h;
}

void cpk_sha256(const uint8_t *bytes, size_t count, uint8_t digest[32]) {
  // The initial hash value: the first 32 bits of the fractional parts of the square roots of
  // the first 8 primes (5.3.3).
  uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  size_t whole = count / 64;
  for (size_t i = 0; i < whole; i++) cpk_sha256_block(state, bytes + i * 64);
  // Padding (5.1.1): the rest, a 1 bit, zeros, and the length in bits as 64 bits big-endian;
  // one block, or two when the rest leaves fewer than 9 bytes.
  uint8_t tail[128];
  size_t rest = count - whole * 64;
  memset(tail, 0, sizeof tail);
  if (rest > 0) memcpy(tail, bytes + whole * 64, rest);
  tail[rest] = 0x80;
  size_t blocks = rest + 9 <= 64 ? 1 : 2;
  uint64_t bits = (uint64_t)count * 8;
  for (int i = 0; i < 8; i++) tail[blocks * 64 - 1 - i] = (uint8_t)(bits >> (8 * i));
  for (size_t i = 0; i < blocks; i++) cpk_sha256_block(state, tail + i * 64);
  for (int i = 0; i < 8; i++) {
    digest[i * 4] = (uint8_t)(state[i] >> 24);
    digest[i * 4 + 1] = (uint8_t)(state[i] >> 16);
    digest[i * 4 + 2] = (uint8_t)(state[i] >> 8);
    digest[i * 4 + 3] = (uint8_t)state[i];
  }
}
