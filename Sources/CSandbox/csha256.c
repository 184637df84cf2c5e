/*
 * SHA-256 compression on the x86 SHA extensions (see csha256.h). Each sha256rnds2 does two
 * rounds on the state split as (A, B, E, F) and (C, D, G, H); sha256msg1/msg2 extend the
 * message schedule four words at a time. Compiled for those instructions only in this one
 * function (a target attribute), and called only after cpuid says the CPU has them.
 */
#include "csha256.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

/* The round constants (FIPS 180-4 §4.2.2). */
static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

int cs_sha256_accelerated(void) {
    static int known = -1;
    if (known >= 0) return known;
    unsigned a, b, c, d;
    int ok = 0;
    if (__get_cpuid(1, &a, &b, &c, &d)) {
        int ssse3 = (c >> 9) & 1, sse41 = (c >> 19) & 1;
        unsigned max = __get_cpuid_max(0, 0);
        if (ssse3 && sse41 && max >= 7) {
            __cpuid_count(7, 0, a, b, c, d);
            ok = (b >> 29) & 1;  /* CPUID.(EAX=7,ECX=0):EBX.SHA[bit 29] */
        }
    }
    known = ok;
    return ok;
}

__attribute__((target("sha,ssse3,sse4.1")))
void cs_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    /* Reverses the bytes of each 32-bit word: the message is big-endian. */
    const __m128i byteswap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    /* state[0..3] = A B C D, state[4..7] = E F G H, lane 0 first. */
    __m128i abcd = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i efgh = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i badc = _mm_shuffle_epi32(abcd, 0xB1);           /* B A D C */
    __m128i hgfe = _mm_shuffle_epi32(efgh, 0x1B);           /* H G F E */
    __m128i abef = _mm_alignr_epi8(badc, hgfe, 8);          /* F E B A: (A, B, E, F) high to low */
    __m128i cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);       /* H G D C: (C, D, G, H) high to low */

    for (size_t n = 0; n < blocks; n++, data += 64) {
        const __m128i abef0 = abef, cdgh0 = cdgh;
        __m128i w[4];
        for (int g = 0; g < 16; g++) {
            __m128i m;
            if (g < 4) {
                m = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * g)), byteswap);
            } else {
                /* W[t..t+3] from W[t-16..t-1]: msg1 adds σ0 of the words 15 back to those 16
                 * back, the words 7 back are added here, msg2 adds σ1 of those 2 back. */
                __m128i back16 = w[g & 3], back12 = w[(g + 1) & 3], back8 = w[(g + 2) & 3], back4 = w[(g + 3) & 3];
                m = _mm_sha256msg1_epu32(back16, back12);
                m = _mm_add_epi32(m, _mm_alignr_epi8(back4, back8, 4));
                m = _mm_sha256msg2_epu32(m, back4);
            }
            w[g & 3] = m;
            __m128i wk = _mm_add_epi32(m, _mm_loadu_si128((const __m128i *)&round_constants[4 * g]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk);       /* two rounds: the new (A, B, E, F) */
            wk = _mm_shuffle_epi32(wk, 0x0E);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, wk);       /* lands in cdgh, whose old value is the new
                                                                 * (C, D, G, H); two more swap them back */
        }
        abef = _mm_add_epi32(abef, abef0);
        cdgh = _mm_add_epi32(cdgh, cdgh0);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);               /* A B E F */
    __m128i hgdc = _mm_shuffle_epi32(cdgh, 0xB1);               /* G H C D */
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, hgdc, 0xF0));  /* A B C D */
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(hgdc, feba, 8));     /* E F G H */
}

#else

int cs_sha256_accelerated(void) { return 0; }

void cs_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    (void)state; (void)data; (void)blocks;  /* never called: cs_sha256_accelerated() is 0 */
}

#endif
