/* For the Wine tests only, never shipped: a stand-in for System Access's
 * SAAPI64.dll, one of the screen readers Tolk finds by a DLL beside the
 * program (and the one it finds by its DLL alone: NVDA's needs a window of
 * NVDA's, which Wine cannot make without a display). Placed beside
 * annabella.exe in a test's folder, it says a screen reader with braille
 * runs, and writes what it is asked to say or show on its braille display
 * to reader.log in the current folder, a line each: "braille<TAB>text".
 *
 * Built by the Makefile: x86_64-w64-mingw32-gcc -shared -O2
 *   -o SAAPI64.dll tests/windows/saapi.c */
#include <windows.h>
#include <stdio.h>

static BOOL note(const char *kind, const wchar_t *text)
{
    char utf8[8192];
    FILE *log;
    if (WideCharToMultiByte(CP_UTF8, 0, text, -1, utf8, sizeof utf8, NULL, NULL) <= 0)
        return FALSE;
    log = fopen("reader.log", "ab");
    if (!log)
        return FALSE;
    fprintf(log, "%s\t%s\n", kind, utf8);
    fclose(log);
    return TRUE;
}

__declspec(dllexport) BOOL __stdcall SA_IsRunning(void) { return TRUE; }
__declspec(dllexport) BOOL __stdcall SA_StopAudio(void) { return TRUE; }
__declspec(dllexport) BOOL __stdcall SA_SayW(const wchar_t *text) { return note("speak", text); }
__declspec(dllexport) BOOL __stdcall SA_BrlShowTextW(const wchar_t *text) { return note("braille", text); }
