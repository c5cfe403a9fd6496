// The C library's exp and pow, which Swift's standard library does not have, for the apps'
// models (the running models' curves). Every host has them: glibc natively, and in the page
// wasi-libc's (musl's, the same correctly rounded algorithms as glibc's), so the one model
// computes the same figures on both. Named apart so that they never meet Foundation's.
#ifndef PICKERKIT_CMATH_H
#define PICKERKIT_CMATH_H

static inline double pickerkit_exp(double x) { return __builtin_exp(x); }
static inline double pickerkit_pow(double x, double y) { return __builtin_pow(x, y); }

#endif
