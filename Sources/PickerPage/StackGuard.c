// Debian's compiler builtins for wasm32 (libclang-rt-16-dev-wasm32: 128-bit division among them,
// which exact conversion uses) were compiled with a stack protector, so they name the guard and
// its failure; the page's core is compiled without one, and wasi-libc does not define them.
// These two are what the builtins link against: a fixed guard (the page has no secret to keep
// from itself) and a trap, as Swift's own checks trap.
unsigned long __stack_chk_guard = 0x2f8a7c51ul;

void __stack_chk_fail(void) { __builtin_trap(); }

// wasi-libc's arc4random (which seeds the core's hash tables) asserts that the page's randomness
// answered; its __assert_fail would print through fprintf, linking printf and stdio (16 KB of the
// page's core) for a message no page can show. A failed assertion traps here instead.
void __assert_fail(const char *expression, const char *file, int line, const char *function) {
  __builtin_trap();
}
