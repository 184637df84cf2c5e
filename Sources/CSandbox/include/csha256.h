/*
 * SHA-256's compression function on the CPU's SHA extensions, for hashing plugin files: a
 * worker hashes every byte of the plugin it seals before it may load it, so this is on the
 * path of every run's start. The portable implementation stays in Swift (PluginRuntime's
 * SHA256), which uses this only when cs_sha256_accelerated() says the CPU can.
 */
#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** 1 when this CPU runs cs_sha256_blocks (x86-64 with the SHA, SSSE3 and SSE4.1 extensions,
 *  asked of cpuid once), else 0: then the caller must use its portable compression. */
int cs_sha256_accelerated(void);

/**
 * Runs SHA-256's compression (FIPS 180-4 §6.2.2) over `blocks` consecutive 64-byte blocks at
 * `data` (any alignment), updating `state` (the eight working words H0…H7, host order). Only
 * call it when cs_sha256_accelerated() returned 1.
 */
void cs_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#ifdef __cplusplus
}
#endif

#endif
