//! The commands the UI calls: one `#[tauri::command]` per command of
//! `muster_service::app_commands!`, each calling the method of the same name on the
//! application layer's [`App`]. They are generated from that one list, so the shell holds
//! no step of any job: Tauri parses the arguments (camelCase in JavaScript, snake_case
//! here), the method does the work, and the answer or the `{code, message}` error goes back
//! as JSON. Every command runs off the main thread (`async`), so a slow disk never freezes
//! the window.

pub use crate::names::COMMANDS;
use muster_service::{App, AppError};

/// Makes a Tauri command of each command of the list, the list of their names, and the
/// handler that dispatches to them.
macro_rules! tauri_commands {
    ($( $(#[doc = $doc:literal])* fn $name:ident($($arg:ident: $ty:ty $(as $shape:ty)?),* $(,)?) -> $answer:ty; )*) => {
        $(
            $(#[doc = $doc])*
            #[tauri::command(async)]
            pub fn $name(app: tauri::State<'_, App> $(, $arg: $ty)*) -> Result<$answer, AppError> {
                crate::trace_command(stringify!($name), false);
                let answer = app.$name($($arg),*);
                crate::trace_command(stringify!($name), true);
                answer
            }
        )*

        /// Every command's name, as the list declares it.
        pub const DECLARED: &[&str] = &[$(stringify!($name)),*];

        /// The handler Tauri calls with each invocation from the window.
        pub fn handler<R: tauri::Runtime>() -> impl Fn(tauri::ipc::Invoke<R>) -> bool + Send + Sync + 'static {
            tauri::generate_handler![$($name),*]
        }
    };
}

muster_service::app_commands!(tauri_commands);
