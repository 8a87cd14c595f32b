//! One input run under its budget: CPU time and the most memory held at once, measured on
//! the thread that runs it ([`crate::meter`]), with a panic caught. Past the budget, a panic
//! or a broken property is a [`Failure`] naming the target, and the input is saved under
//! `target/fuzz-failures/<target>/` to be run again ([`save`]: the caller saves the input
//! it reports, so a failure proptest makes smaller is saved once, at its smallest).
//!
//! An input that would never end, or would take the machine's memory, is stopped as well,
//! not waited for: a watchdog thread reads the CPU clock of every thread running an input
//! and ends the process when one passes [`HARD_CPU_FACTOR`] times its budget, and the
//! allocator refuses to let a thread hold more than [`HARD_MEMORY_FACTOR`] times its
//! memory budget; both first save the input and say where.

use crate::meter::{self, CpuClock};
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::thread::ThreadId;
use std::time::Duration;

/// The CPU time one input may take, in a release build: the project's promise that every
/// command answers within a second at its documented input limits.
pub const CPU_BUDGET: Duration = Duration::from_secs(1);

/// How much more CPU time an input may take in a debug build (`cargo test` without
/// `--release`, as `scripts/test` runs the workspace) than in the release build the promise is
/// about. Measured on the same 250 inputs of every target (docs/robustness.md), a debug
/// build takes 5 to 25 times as long, and up to 41 times on the Age of Sigmar BattleScribe
/// importer's largest inputs; a debug run's limit is therefore loose (it fails an input that would take
/// over a second in release only when its code is among the slowest in debug), and the exact
/// verdict is a release run's (`cargo test -p muster-fuzz --release`).
pub const DEBUG_CPU_FACTOR: u32 = 50;

/// The least memory an input may hold at once: 64 MiB.
pub const MEMORY_FLOOR: usize = 64 * 1024 * 1024;

/// Beyond the floor, the memory an input may hold at once per byte of input.
pub const MEMORY_PER_INPUT_BYTE: usize = 64;

/// Past this many times its CPU budget, an input is stopped by ending the process.
pub const HARD_CPU_FACTOR: u32 = 5;

/// Past this many times its memory budget, an allocation is refused and the process ended.
pub const HARD_MEMORY_FACTOR: usize = 8;

/// What one input may cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// CPU time of the thread running it.
    pub cpu: Duration,
    /// The most bytes it may hold at once.
    pub memory: usize,
}

impl Budget {
    /// The budget of an input of `bytes` bytes (every file a loader reads for it, added up):
    /// [`CPU_BUDGET`] (times [`DEBUG_CPU_FACTOR`] in a debug build), and the larger of
    /// [`MEMORY_FLOOR`] and [`MEMORY_PER_INPUT_BYTE`] per byte.
    pub fn for_input(bytes: usize) -> Budget {
        let cpu = if cfg!(debug_assertions) {
            CPU_BUDGET * DEBUG_CPU_FACTOR
        } else {
            CPU_BUDGET
        };
        Budget {
            cpu,
            memory: MEMORY_FLOOR.max(bytes.saturating_mul(MEMORY_PER_INPUT_BYTE)),
        }
    }
}

/// What one input cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// CPU time of the thread that ran it.
    pub cpu: Duration,
    /// The most bytes it held at once.
    pub peak: usize,
}

/// An input of a target: the file it is (its name says what kind: `list.json`,
/// `catalog.json`, `roster.rosz`…) and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The file's name as the target reads it.
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// Every byte the target reads for it (the other files of a pack folder too), which
    /// sizes its memory budget.
    pub reads: usize,
}

impl Input {
    /// One file, read alone.
    pub fn new(name: &str, bytes: Vec<u8>) -> Input {
        let reads = bytes.len();
        Input {
            name: name.to_owned(),
            bytes,
            reads,
        }
    }

    /// The bytes as text, any invalid UTF-8 replaced (for a target that takes text).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

/// Why an input failed: it panicked, broke a property its target asserts, or went past its
/// budget.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The target.
    pub target: String,
    /// What went wrong.
    pub reason: String,
    /// What it cost.
    pub cost: Cost,
    /// The budget it had.
    pub budget: Budget,
    /// Where the input is saved, once it is ([`Failure::save`]).
    pub saved: Option<PathBuf>,
    input: Input,
}

impl Failure {
    /// Saves the failing input ([`save`]) and says where in the failure.
    pub fn save(mut self: Box<Self>) -> Box<Failure> {
        self.saved = Some(save(&self.target, &self.input));
        self
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "fuzz target {}: {} ({})",
            self.target,
            self.reason,
            cost_text(self.cost, self.budget)
        )?;
        match &self.saved {
            Some(saved) => write!(f, "; input saved as {}", saved.display()),
            None => Ok(()),
        }
    }
}

/// `CPU 0.120 s of 1 s, peak 3.2 MiB of 64 MiB`.
pub fn cost_text(cost: Cost, budget: Budget) -> String {
    format!(
        "CPU {:.3} s of {} s, peak {} of {}",
        cost.cpu.as_secs_f64(),
        budget.cpu.as_secs(),
        mib(cost.peak),
        mib(budget.memory)
    )
}

/// `3.2 MiB`.
pub fn mib(bytes: usize) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

/// An input being run, as the watchdog and the allocator's hook see it.
struct Running {
    thread: ThreadId,
    target: String,
    input: Arc<Input>,
    clock: CpuClock,
    cpu_start: u64,
    hard_cpu: u64,
}

static RUNNING: Mutex<Vec<Running>> = Mutex::new(Vec::new());

/// Starts the watchdog once.
fn watchdog() {
    static STARTED: OnceLock<()> = OnceLock::new();
    STARTED.get_or_init(|| {
        std::thread::Builder::new()
            .name("muster-fuzz watchdog".to_owned())
            .spawn(|| loop {
                // Polling only: the verdict is the running thread's CPU time.
                std::thread::sleep(Duration::from_millis(100));
                let running = RUNNING.lock().unwrap_or_else(PoisonError::into_inner);
                for r in running.iter() {
                    let spent = r.clock.nanos().saturating_sub(r.cpu_start);
                    if spent > r.hard_cpu {
                        let saved = save(&r.target, &r.input);
                        eprintln!(
                            "fuzz target {}: still running after {:.1} s of CPU, {}x its budget: stopped; input saved as {}",
                            r.target,
                            spent as f64 / 1e9,
                            HARD_CPU_FACTOR,
                            saved.display()
                        );
                        std::process::abort();
                    }
                }
            })
            .expect("the watchdog thread starts");
    });
}

/// The allocator's hook for an allocation past the hard cap: saves this thread's input and
/// ends the process (the allocation could not be refused more gently: most callers abort on
/// a refused allocation anyway, without saying which input did it).
fn over_hard_cap(requested: usize, live: isize) {
    let this = std::thread::current().id();
    let running = RUNNING.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(r) = running.iter().find(|r| r.thread == this) {
        let saved = save(&r.target, &r.input);
        eprintln!(
            "fuzz target {}: asked for {} more while holding {}, {}x its memory budget: stopped; input saved as {}",
            r.target,
            mib(requested),
            mib(live.max(0) as usize),
            HARD_MEMORY_FACTOR,
            saved.display()
        );
    }
    std::process::abort();
}

/// Runs `body` on `input` of `target` under the input's budget, on this thread. The body
/// returns `Err` for a broken property. A panic, a broken property or a cost past the budget
/// is a [`Failure`] (its input not saved yet).
pub fn run(
    target: &str,
    input: &Input,
    body: impl FnOnce(&Input) -> Result<(), String>,
) -> Result<Cost, Box<Failure>> {
    run_within(target, input, Budget::for_input(input.reads), body)
}

/// [`run`] under `budget` (the harness's own tests give a small one).
pub fn run_within(
    target: &str,
    input: &Input,
    budget: Budget,
    body: impl FnOnce(&Input) -> Result<(), String>,
) -> Result<Cost, Box<Failure>> {
    watchdog();
    let clock = CpuClock::this_thread();
    let this = std::thread::current().id();
    let shared = Arc::new(input.clone());
    let hard_cpu = budget.cpu.as_nanos() as u64 * u64::from(HARD_CPU_FACTOR);
    let cpu_start = clock.nanos();
    RUNNING
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(Running {
            thread: this,
            target: target.to_owned(),
            input: Arc::clone(&shared),
            clock,
            cpu_start,
            hard_cpu,
        });
    meter::start(
        budget.memory.saturating_mul(HARD_MEMORY_FACTOR),
        over_hard_cap,
    );
    let outcome = catch_unwind(AssertUnwindSafe(|| body(&shared)));
    let cpu = Duration::from_nanos(clock.nanos().saturating_sub(cpu_start));
    let peak = meter::stop();
    RUNNING
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .retain(|r| r.thread != this);
    let cost = Cost { cpu, peak };
    let reason = match outcome {
        Err(panic) => Some(format!("panicked: {}", panic_text(&panic))),
        Ok(Err(broken)) => Some(broken),
        Ok(Ok(())) if cpu > budget.cpu => Some("over its CPU budget".to_owned()),
        Ok(Ok(())) if peak > budget.memory => Some("over its memory budget".to_owned()),
        Ok(Ok(())) => None,
    };
    match reason {
        None => Ok(cost),
        Some(reason) => Err(Box::new(Failure {
            target: target.to_owned(),
            reason,
            cost,
            budget,
            saved: None,
            input: input.clone(),
        })),
    }
}

/// A panic's message.
fn panic_text(panic: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".to_owned()
    }
}

/// Where failing inputs are saved: `target/fuzz-failures/` of the workspace (or of
/// `CARGO_TARGET_DIR`).
pub fn failures_dir() -> PathBuf {
    crate::seeds::target_dir().join("fuzz-failures")
}

/// Saves `input` of `target` as `target/fuzz-failures/<target>/<hash>-<name>` (the same
/// input, the same file), and gives its path.
pub fn save(target: &str, input: &Input) -> PathBuf {
    let dir = failures_dir().join(target);
    let path = dir.join(format!("{:016x}-{}", fnv(&input.bytes), input.name));
    if let Err(e) = std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, &input.bytes))
    {
        eprintln!("muster-fuzz: cannot save {}: {e}", path.display());
    }
    path
}

/// The FNV-1a hash of `bytes`: a stable name for an input.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The name an input was saved under, without its hash (`catalog.json` of
/// `0123456789abcdef-catalog.json`): which file of the target's input it replaces.
pub fn saved_name(file_name: &str) -> &str {
    match file_name.split_once('-') {
        Some((hash, name)) if hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit()) => {
            name
        }
        _ => file_name,
    }
}
