//! BrlAPI, BRLTTY's interface for programs, loaded from Debian's
//! libbrlapi when a braille display is asked for: a machine without it
//! still runs annabella, and is told what is missing. Nine functions of
//! its stable C interface (0.8), each on a connection's own handle, so
//! that nothing of it is global.
//!
//! libbrlapi's default for an error it learns of later (an "exception")
//! is to print it and abort: every connection sets a handler that ignores
//! it, as the next call then fails and the connection is made again.

use std::ffi::{CString, c_char, c_int, c_void};
use std::sync::Arc;

use libloading::Library;

type Handle = *mut c_void;
type ExceptionHandler = Option<unsafe extern "C" fn(Handle, c_int, u32, *const c_void, usize)>;

#[repr(C)]
struct Settings {
    auth: *const c_char,
    host: *const c_char,
}

/// BRLAPI_PARAM_DISPLAY_SIZE and BRLAPI_PARAM_DEVICE_ONLINE.
const DISPLAY_SIZE: c_int = 6;
const DEVICE_ONLINE: c_int = 9;
/// BRLAPI_PARAMF_GLOBAL: the device's value, not this connection's.
const GLOBAL: u32 = 1;

/// The library, with the functions annabella calls.
pub struct Api {
    handle_size: unsafe extern "C" fn() -> usize,
    open: unsafe extern "C" fn(Handle, *const Settings, *mut Settings) -> c_int,
    close: unsafe extern "C" fn(Handle),
    enter_tty: unsafe extern "C" fn(Handle, *const c_int, c_int, *const c_char) -> c_int,
    write_dots: unsafe extern "C" fn(Handle, *const u8) -> c_int,
    read_key: unsafe extern "C" fn(Handle, c_int, *mut u64) -> c_int,
    get_parameter: unsafe extern "C" fn(Handle, c_int, u64, u32, *mut c_void, usize) -> isize,
    set_exception_handler: unsafe extern "C" fn(Handle, ExceptionHandler) -> ExceptionHandler,
    /// Kept loaded while the functions above are called.
    _library: Library,
}

/// The sonames of libbrlapi, newest first.
const LIBRARIES: [&str; 3] = ["libbrlapi.so.0.8", "libbrlapi.so.0.7", "libbrlapi.so"];

impl Api {
    /// The library, or `None` where it is not installed.
    pub fn load() -> Option<Arc<Api>> {
        LIBRARIES.iter().find_map(|name| {
            // SAFETY: libbrlapi runs no code of its own when loaded.
            let library = unsafe { Library::new(name) }.ok()?;
            // SAFETY: each symbol is read with the signature brlapi.h gives
            // it (0.7 and 0.8 alike); the library stays loaded with them.
            unsafe {
                Some(Arc::new(Api {
                    handle_size: *library.get(b"brlapi_getHandleSize\0").ok()?,
                    open: *library.get(b"brlapi__openConnection\0").ok()?,
                    close: *library.get(b"brlapi__closeConnection\0").ok()?,
                    enter_tty: *library.get(b"brlapi__enterTtyModeWithPath\0").ok()?,
                    write_dots: *library.get(b"brlapi__writeDots\0").ok()?,
                    read_key: *library.get(b"brlapi__readKeyWithTimeout\0").ok()?,
                    get_parameter: *library.get(b"brlapi__getParameter\0").ok()?,
                    set_exception_handler: *library.get(b"brlapi__setExceptionHandler\0").ok()?,
                    _library: library,
                }))
            }
        })
    }
}

unsafe extern "C" fn ignore_exception(_: Handle, _: c_int, _: u32, _: *const c_void, _: usize) {}

/// A connection to BRLTTY that has taken the display (tty mode at the root
/// of BRLTTY's tree, where WINDOWPATH or XDG_VTNR put it), keys read as
/// BRLTTY's commands.
pub struct Connection {
    api: Arc<Api>,
    /// The handle's memory, 8-byte aligned.
    handle: Vec<u64>,
}

impl Connection {
    /// Connects where BRLAPI_HOST says (the local BRLTTY by default), with
    /// BRLAPI_AUTH's key, as every BrlAPI program does.
    pub fn open(api: &Arc<Api>) -> Option<Connection> {
        // SAFETY: no arguments.
        let size = unsafe { (api.handle_size)() };
        let mut connection = Connection {
            api: api.clone(),
            handle: vec![0; size.div_ceil(8).max(1)],
        };
        let settings = Settings {
            auth: std::ptr::null(),
            host: std::ptr::null(),
        };
        let handle = connection.handle();
        // SAFETY: the handle has the size libbrlapi asked for; null
        // settings fields mean the environment's or the defaults.
        if unsafe { (api.open)(handle, &settings, std::ptr::null_mut()) } < 0 {
            // Not connected: nothing to close (so no Drop).
            std::mem::forget(connection);
            return None;
        }
        // SAFETY: an open handle, and a handler of the declared type.
        unsafe { (api.set_exception_handler)(handle, Some(ignore_exception)) };
        let no_driver = CString::default();
        // SAFETY: an open handle; no path (the root); an empty driver
        // name: keys come as BRLTTY's commands.
        if unsafe { (api.enter_tty)(handle, std::ptr::null(), 0, no_driver.as_ptr()) } < 0 {
            return None;
        }
        Some(connection)
    }

    fn handle(&mut self) -> Handle {
        self.handle.as_mut_ptr().cast()
    }

    /// The display's cells (columns × rows), 0 while there is none;
    /// `None` once the connection is gone.
    pub fn cells(&mut self) -> Option<usize> {
        let mut size = [0u32; 2];
        let got = self.parameter(DISPLAY_SIZE, size.as_mut_ptr().cast(), 8)?;
        (got == 8).then(|| (size[0] as usize) * (size[1].max(1) as usize))
    }

    /// Whether the display is plugged in and answering; `None` once the
    /// connection is gone.
    pub fn online(&mut self) -> Option<bool> {
        let mut online = 0u8;
        self.parameter(DEVICE_ONLINE, (&mut online as *mut u8).cast(), 1)?;
        Some(online != 0)
    }

    fn parameter(&mut self, which: c_int, data: *mut c_void, len: usize) -> Option<usize> {
        let handle = self.handle();
        // SAFETY: an open handle; `data` holds `len` bytes.
        let got = unsafe { (self.api.get_parameter)(handle, which, 0, GLOBAL, data, len) };
        usize::try_from(got).ok()
    }

    /// Shows `dots`, exactly as many cells as the display has; false once
    /// the connection is gone.
    pub fn write(&mut self, dots: &[u8]) -> bool {
        let handle = self.handle();
        // SAFETY: an open handle; `dots` holds the display's cells.
        unsafe { (self.api.write_dots)(handle, dots.as_ptr()) >= 0 }
    }

    /// A key, waited for at most `timeout_ms`: `Some(None)` when none came,
    /// `None` once the connection is gone.
    pub fn key(&mut self, timeout_ms: i32) -> Option<Option<u64>> {
        let handle = self.handle();
        let mut code = 0u64;
        // SAFETY: an open handle; `code` is written only when a key came.
        match unsafe { (self.api.read_key)(handle, timeout_ms, &mut code) } {
            1 => Some(Some(code)),
            0 => Some(None),
            // Also a signal (a resize of the terminal) or a parameter's
            // news: gone only if the connection no longer answers.
            _ => self.online().map(|_| None),
        }
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let handle = self.handle();
        // SAFETY: an open handle, closed once.
        unsafe { (self.api.close)(handle) };
    }
}
