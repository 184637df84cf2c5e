/*
 * A plugin that lies to its scan worker's front end. Its constructor runs inside dlopen in the
 * scan worker, after the worker said its (honest) hello; it writes framed worker messages of
 * its own on descriptor 3 (the worker's channel to the front end) and _exit(0)s, so the honest
 * worker never answers. -DMODE=N picks the lie:
 *   1 a second hello, with a protection named "\e]0;pwned\a" (a terminal title escape)
 *   2 a declaration whose id the loader refuses ("Evil ID" with a screen-clearing escape)
 *   3 a declaration built for ABI 9.0
 *   4 a declaration with no kind
 *   5 a declaration with a 60 MiB summary
 *   6 the same plausible declaration twice ("forged.twice")
 *   7 a rejection of another file, with a reason only the front end gives (duplicate-id)
 *   8 a declaration whose choice parameter defaults to choice #99 of 2 (listing it would
 *     index past the choices) and whose number parameter ranges over NaN...inf
 * The wire format is written out here by hand, from Sources/Isolation/Messages.swift and
 * WireCodable.swift: a frame is "THW1", a u32 payload length (little-endian), the payload;
 * strings are a u32 length and UTF-8; arrays a u32 count; bools one byte.
 */
#define _GNU_SOURCE
#include <animator_plugin.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef MODE
#error "build with -DMODE=N"
#endif

/* A growable payload buffer (the 60 MiB summary is streamed instead). */
static unsigned char buf[1 << 16];
static size_t len;

static void put(const void *p, size_t n) { memcpy(buf + len, p, n); len += n; }
static void u8(uint8_t v) { put(&v, 1); }
static void u32(uint32_t v) { unsigned char b[4] = { v, v >> 8, v >> 16, v >> 24 }; put(b, 4); }
static void f64(double d) { uint64_t b; memcpy(&b, &d, 8); u32((uint32_t)b); u32((uint32_t)(b >> 32)); }
static void str(const char *s) { u32((uint32_t)strlen(s)); put(s, strlen(s)); }

static void write_all(const void *p, size_t n) {
    const unsigned char *c = p;
    while (n > 0) {
        ssize_t w = write(3, c, n);
        if (w <= 0) _exit(0);
        c += w; n -= (size_t)w;
    }
}

/* Sends the payload in buf as one frame. */
static void send_frame(void) {
    unsigned char h[8] = { 'T', 'H', 'W', '1', len, len >> 8, len >> 16, len >> 24 };
    write_all(h, 8);
    write_all(buf, len);
    len = 0;
}

/* A declaration: message 1 (scanned), then PluginInfo. */
static void declaration(const char *id, uint32_t major, int animator) {
    u8(1);
    str(id); str("Forged"); str("1.0.0"); str("says it is something else"); str("nobody");
    u32(major); u32(0);
    u8(animator); u8(0); u8(0); /* animator, interaction, layout */
    u32(0);                     /* no parameters */
}

__attribute__((constructor)) static void forge(void) {
    switch (MODE) {
    case 1:
        u8(0); u32(1);
        str("\033]0;pwned\a"); u8(1); str("all clear \033[2J");
        send_frame();
        break;
    case 2: declaration("Evil ID\033[2J", 1, 1); send_frame(); break;
    case 3: declaration("forged.abi", 9, 1); send_frame(); break;
    case 4: declaration("forged.kinds", 1, 0); send_frame(); break;
    case 5: {
        /* The frame is streamed: header, the fields before the summary, 60 MiB of 'A', the rest. */
        const uint32_t big = 60u << 20;
        u8(1); str("forged.huge"); str("Forged"); str("1.0.0"); u32(big);
        size_t head = len;
        unsigned char tail[64];
        size_t tlen = 0;
        /* author, ABI 1.0, animator only, no parameters */
        const char *author = "nobody";
        uint32_t alen = (uint32_t)strlen(author);
        memcpy(tail + tlen, &alen, 4); tlen += 4; memcpy(tail + tlen, author, alen); tlen += alen;
        uint32_t one = 1, zero = 0;
        memcpy(tail + tlen, &one, 4); tlen += 4; memcpy(tail + tlen, &zero, 4); tlen += 4;
        tail[tlen++] = 1; tail[tlen++] = 0; tail[tlen++] = 0;
        memcpy(tail + tlen, &zero, 4); tlen += 4;
        uint32_t total = (uint32_t)(head + big + tlen);
        unsigned char h[8] = { 'T', 'H', 'W', '1', total, total >> 8, total >> 16, total >> 24 };
        write_all(h, 8);
        write_all(buf, head);
        static unsigned char chunk[1 << 16];
        memset(chunk, 'A', sizeof chunk);
        for (uint32_t sent = 0; sent < big; sent += sizeof chunk) write_all(chunk, sizeof chunk);
        write_all(tail, tlen);
        len = 0;
        break;
    }
    case 6:
        declaration("forged.twice", 1, 1); send_frame();
        declaration("forged.twice", 1, 1); send_frame();
        break;
    case 8: {
        u8(1);
        str("forged.params"); str("Forged"); str("1.0.0"); str("bad parameters"); str("nobody");
        u32(1); u32(0); u8(1); u8(0); u8(0);
        u32(2);
        str("side"); u8(2); u32(2); str("left"); str("right"); f64(99); u8(0); str("which side");
        str("amount"); u8(0); f64(0.0 / 0.0); f64(1.0 / 0.0); f64(0.5); u8(0); str("how much");
        send_frame();
        break;
    }
    case 7:
        u8(2); str("/somewhere/else.so"); str("duplicate-id"); str("\033[2Jnot me");
        send_frame();
        break;
    }
    _exit(0);
}

/* Never reached: the constructor ends the worker first. */
AP_EXPORT const animator_plugin_descriptor *animator_plugin_entry(void) { return NULL; }
