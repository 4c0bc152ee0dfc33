/* For the Wine tests only, never shipped: Rust's standard library asks
 * bcryptprimitives.dll for ProcessPrng when it starts, and Debian's Wine 8
 * has no such DLL. Placed beside annabella.exe in the test's folder, this
 * stand-in answers from RtlGenRandom (advapi32's SystemFunction036), which
 * Wine has. Real Windows (10 and later) has the real one.
 *
 * Built by the Makefile: x86_64-w64-mingw32-gcc -shared -O2
 *   -o bcryptprimitives.dll tests/windows/bcryptprimitives.c -ladvapi32 */
#include <windows.h>
#include <ntsecapi.h>

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
    while (len > 0) {
        ULONG chunk = len > 0x40000000 ? 0x40000000 : (ULONG)len;
        if (!RtlGenRandom(data, chunk))
            return FALSE;
        data += chunk;
        len -= chunk;
    }
    return TRUE;
}
