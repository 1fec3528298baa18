// libjpeg (libjpeg62-turbo on Debian) for Swift: decoding a JPEG held in memory into Cairo's
// RGB24 pixel layout. libjpeg reports fatal errors by calling error_exit, which by default
// exits the process; here it longjmps back to the caller, which returns an error instead.
// Swift cannot call setjmp itself, hence these C functions.
#ifndef INKSTONE_CJPEG_SHIM_H
#define INKSTONE_CJPEG_SHIM_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

/// The message buffer size callers pass to the functions below.
#define INKJPEG_MESSAGE_SIZE 200

/// An error manager that jumps back instead of exiting, keeping the message.
struct inkjpeg_error {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static inline void inkjpeg_error_exit(j_common_ptr cinfo) {
    struct inkjpeg_error *e = (struct inkjpeg_error *)cinfo->err;
    e->pub.format_message(cinfo, e->message);
    longjmp(e->jump, 1);
}

/// A warning (level -1) is an error, except for the few that lose no pixels (an Adobe
/// transform flag, a newer JFIF minor version, stray bytes before a marker, a bad ICC
/// profile, which is ignored anyway). Corrupt data ("premature end of data segment", a bad
/// Huffman code, a file ending early) would otherwise be filled with grey and the page would
/// silently not be the image. Trace messages (level > 0) are ignored.
static inline void inkjpeg_emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    switch (cinfo->err->msg_code) {
    case JWRN_ADOBE_XFORM:
    case JWRN_JFIF_MAJOR:
    case JWRN_EXTRANEOUS_DATA:
    case JWRN_BOGUS_ICC:
        return;
    default:
        inkjpeg_error_exit(cinfo);
    }
}

static inline void inkjpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

static inline void inkjpeg_copy_message(char *out, const char *message) {
    if (!out) return;
    strncpy(out, message, INKJPEG_MESSAGE_SIZE - 1);
    out[INKJPEG_MESSAGE_SIZE - 1] = 0;
}

/// Decodes the JPEG in `data` into `pixels`: `height` rows `stride` bytes apart, each pixel a
/// native-endian 32-bit 0xFFRRGGBB (Cairo's RGB24 and ARGB32). Grey images are expanded to
/// RGB; the samples are libjpeg's own, with no colour management. The image must be exactly
/// `width` x `height`. Returns 0 on success, -1 with a message on any error (corrupt or
/// truncated data, out of memory), -2 with a message for a valid image Inkstone does not
/// take (CMYK); `pixels` may then be partly written.
static inline int inkjpeg_decode(const unsigned char *data, unsigned long length,
                                 uint32_t *pixels, int width, int height, int stride,
                                 char *message) {
    struct jpeg_decompress_struct cinfo;
    struct inkjpeg_error err;
    JSAMPROW volatile row = NULL;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&err.pub);
    err.pub.error_exit = inkjpeg_error_exit;
    err.pub.emit_message = inkjpeg_emit_message;
    err.pub.output_message = inkjpeg_output_message;
    if (setjmp(err.jump)) {
        inkjpeg_copy_message(message, err.message);
        jpeg_destroy_decompress(&cinfo);
        free(row);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, length);
    jpeg_read_header(&cinfo, TRUE);
    const char *problem = NULL;
    if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
        inkjpeg_copy_message(message, "CMYK JPEG images are not supported");
        jpeg_destroy_decompress(&cinfo);
        return -2;
    }
    if ((int)cinfo.image_width != width || (int)cinfo.image_height != height) {
        problem = "the image size changed while decoding";
        goto fail;
    }
    cinfo.out_color_space = JCS_RGB;
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_components != 3 || (int)cinfo.output_width != width || (int)cinfo.output_height != height) {
        problem = "unexpected output from the JPEG decoder";
        goto fail;
    }
    row = (JSAMPROW)malloc((size_t)cinfo.output_width * 3);
    if (!row) {
        problem = "out of memory";
        goto fail;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        unsigned int y = cinfo.output_scanline;
        JSAMPROW rows[1] = { row };
        if (jpeg_read_scanlines(&cinfo, rows, 1) != 1) {
            problem = "the JPEG data stopped early";
            goto fail;
        }
        uint32_t *out = (uint32_t *)((unsigned char *)pixels + (size_t)y * (size_t)stride);
        for (unsigned int x = 0; x < cinfo.output_width; x++) {
            const JSAMPLE *p = row + 3 * x;
            out[x] = 0xff000000u | ((uint32_t)p[0] << 16) | ((uint32_t)p[1] << 8) | (uint32_t)p[2];
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    return 0;
fail:
    inkjpeg_copy_message(message, problem);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    return -1;
}
#endif
