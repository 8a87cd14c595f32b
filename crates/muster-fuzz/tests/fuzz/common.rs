//! What every target shares: how many cases to run, the proptest strategies that choose the
//! mutations, and the loop that runs a target's seeds, its regression inputs, mutations of
//! the seeds and arbitrary inputs, each under its budget.

use muster_fuzz::mutate::{self, Mutation, Odd};
use muster_fuzz::{budget, seeds, Cost, Failure, Input};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestError, TestRunner};
use std::time::Duration;

/// Mutated inputs per target when `MUSTER_FUZZ_CASES` is not set: enough for every kind of
/// mutation to come up, few enough that the whole crate's tests stay within a minute in a
/// debug build on two cores (docs/robustness.md).
const DEFAULT_CASES: u32 = 48;

/// Mutated inputs per target (`MUSTER_FUZZ_CASES`); a quarter as many arbitrary ones.
pub fn cases() -> u32 {
    std::env::var("MUSTER_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_CASES)
}

/// The minutes each target runs for in a long run (`MUSTER_FUZZ_MINUTES`): rounds of
/// [`cases`] inputs until then. Unset, one round.
pub fn minutes() -> Option<u64> {
    std::env::var("MUSTER_FUZZ_MINUTES")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|m| *m > 0)
}

/// `Err(message)` unless `condition` holds: a property of a target.
#[macro_export]
macro_rules! ensure {
    ($condition:expr, $($message:tt)+) => {
        if !$condition {
            return Err(format!($($message)+));
        }
    };
}

/// An odd string.
fn odd() -> impl Strategy<Value = Odd> {
    prop_oneof![
        Just(Odd::Empty),
        (3_990usize..12_000).prop_map(Odd::Long),
        Just(Odd::Control),
        Just(Odd::RightToLeft),
        Just(Odd::Combining),
        Just(Odd::Emoji),
        Just(Odd::Whitespace),
        Just(Odd::Markup),
        Just(Odd::LoneSurrogate),
        ".{0,24}".prop_map(Odd::Text),
    ]
}

/// One mutation, any kind; places and counts are wide (each is taken modulo what is there).
fn mutation() -> impl Strategy<Value = Mutation> {
    let at = any::<usize>();
    prop_oneof![
        (at, any::<u8>()).prop_map(|(at, bit)| Mutation::FlipBit { at, bit }),
        (at, any::<u8>()).prop_map(|(at, byte)| Mutation::SetByte { at, byte }),
        at.prop_map(|at| Mutation::Truncate { at }),
        (at, proptest::collection::vec(any::<u8>(), 1..16))
            .prop_map(|(at, bytes)| Mutation::Insert { at, bytes }),
        (at, 1usize..64).prop_map(|(at, len)| Mutation::Delete { at, len }),
        (at, 1usize..64, 1usize..64).prop_map(|(at, len, times)| Mutation::Repeat {
            at,
            len,
            times
        }),
        (at, any::<usize>()).prop_map(|(at, from)| Mutation::Splice { at, from }),
        // A few more lines, or past the line limits of the text readers (5,000).
        (at, prop_oneof![1usize..600, 4_900usize..6_000])
            .prop_map(|(line, times)| Mutation::RepeatLine { line, times }),
        at.prop_map(|line| Mutation::DeleteLine { line }),
        (at, any::<usize>()).prop_map(|(a, b)| Mutation::SwapLines { a, b }),
        (at, odd()).prop_map(|(line, with)| Mutation::ReplaceLine { line, with }),
        (at, any::<usize>()).prop_map(|(which, number)| Mutation::ReplaceDigits { which, number }),
        (at, odd()).prop_map(|(which, with)| Mutation::ReplaceQuoted { which, with }),
        (at, 1usize..2_000).prop_map(|(at, depth)| Mutation::NestText { at, depth }),
        at.prop_map(|which| Mutation::JsonDelete { which }),
        // A few more items, or past the item limits of the JSON readers (200 to 20,000).
        (
            at,
            prop_oneof![1usize..4, 190usize..1_100, 19_990usize..20_100]
        )
            .prop_map(|(which, times)| Mutation::JsonRepeat { which, times }),
        (at, any::<usize>()).prop_map(|(which, number)| Mutation::JsonNumber { which, number }),
        (at, odd()).prop_map(|(which, with)| Mutation::JsonString { which, with }),
        (at, odd()).prop_map(|(which, with)| Mutation::JsonKey { which, with }),
        (at, any::<usize>()).prop_map(|(which, value)| Mutation::JsonValue { which, value }),
        (at, 1usize..3_000, any::<bool>()).prop_map(|(which, depth, objects)| {
            Mutation::JsonNest {
                which,
                depth,
                objects,
            }
        }),
        (at, any::<usize>()).prop_map(|(which, from)| Mutation::JsonGraft { which, from }),
    ]
}

/// One generated input: a seed mutated, or arbitrary bytes named as a seed is.
#[derive(Clone, Debug)]
enum Case {
    Mutated {
        seed: usize,
        other: usize,
        mutations: Vec<Mutation>,
    },
    Arbitrary {
        seed: usize,
        bytes: Vec<u8>,
    },
}

fn mutated() -> impl Strategy<Value = Case> {
    (
        any::<usize>(),
        any::<usize>(),
        proptest::collection::vec(mutation(), 1..5),
    )
        .prop_map(|(seed, other, mutations)| Case::Mutated {
            seed,
            other,
            mutations,
        })
}

fn arbitrary() -> impl Strategy<Value = Case> {
    let text = prop_oneof![
        ".{0,200}".prop_map(String::into_bytes),
        proptest::collection::vec(any::<u8>(), 0..300),
        // Near a real input: printable ASCII with its punctuation.
        "[ -~\n]{0,400}".prop_map(String::into_bytes),
    ];
    (any::<usize>(), text).prop_map(|(seed, bytes)| Case::Arbitrary { seed, bytes })
}

/// A fuzz target: its name, its seeds, and what the files it reads besides the one it is
/// given add to its budget.
pub struct Target {
    name: &'static str,
    seeds: Vec<Input>,
    other_reads: usize,
    known: Option<Known>,
}

/// Says which reported finding a failure is, if it is one (see [`Target::known`]).
type Known = Box<dyn Fn(&Input, &Failure) -> Option<&'static str>>;

/// What a target's run saw, for `docs/robustness.md`.
#[derive(Debug, Default)]
pub struct Figures {
    /// Inputs run.
    pub inputs: usize,
    /// CPU time of all of them.
    pub cpu: Duration,
    /// The input that took the most CPU time, and what it cost.
    pub slowest: Option<(Input, Cost)>,
    /// The input that held the most memory at once, and what it cost.
    pub greediest: Option<(Input, Cost)>,
    /// The most bytes held at once per byte read, of the inputs past 64 KiB.
    pub max_per_byte: f64,
    /// The reported findings the run met again, one entry per input.
    pub known: Vec<&'static str>,
}

impl Figures {
    fn add(&mut self, input: &Input, cost: Cost) {
        self.inputs += 1;
        self.cpu += cost.cpu;
        if self.slowest.as_ref().is_none_or(|(_, c)| cost.cpu > c.cpu) {
            self.slowest = Some((input.clone(), cost));
        }
        if self
            .greediest
            .as_ref()
            .is_none_or(|(_, c)| cost.peak > c.peak)
        {
            self.greediest = Some((input.clone(), cost));
        }
        if input.reads > 64 * 1024 {
            self.max_per_byte = self.max_per_byte.max(cost.peak as f64 / input.reads as f64);
        }
    }

    /// One line for the run's output, and with `MUSTER_FUZZ_KEEP` set the slowest and the
    /// greediest input saved under `target/fuzz-kept/<target>/` to look at.
    fn report(&self, target: &str, seeds: usize) {
        let (slowest, greediest) = match (&self.slowest, &self.greediest) {
            (Some(s), Some(g)) => (s, g),
            _ => return,
        };
        println!(
            "fuzz target {target}: {} inputs ({seeds} seeds), CPU {:.2} s in all; slowest {:.3} s \
             ({} bytes read); most held {} ({} bytes read); at most {:.1} bytes held per byte read",
            self.inputs,
            self.cpu.as_secs_f64(),
            slowest.1.cpu.as_secs_f64(),
            slowest.0.reads,
            budget::mib(greediest.1.peak),
            greediest.0.reads,
            self.max_per_byte,
        );
        if !self.known.is_empty() {
            println!(
                "fuzz target {target}: {} inputs met reported findings again: {}",
                self.known.len(),
                self.known.join(", ")
            );
        }
        if std::env::var_os("MUSTER_FUZZ_KEEP").is_some() {
            for (what, (input, _)) in [("slowest", slowest), ("greediest", greediest)] {
                let dir = seeds::target_dir().join("fuzz-kept").join(target);
                let path = dir.join(format!("{what}-{}", input.name));
                let _ = std::fs::create_dir_all(&dir)
                    .and_then(|()| std::fs::write(&path, &input.bytes));
            }
        }
    }
}

impl Target {
    /// Target `name` with `seeds` (its regression inputs are added).
    pub fn new(name: &'static str, mut seeds: Vec<Input>) -> Target {
        assert!(!seeds.is_empty(), "target {name} has no seeds");
        seeds.extend(seeds::regressions(name));
        Target {
            name,
            seeds,
            other_reads: 0,
            known: None,
        }
    }

    /// A failure `known` names is a reported finding (its input kept as an open regression,
    /// run by an ignored test): counted and passed over, so that only a new problem fails the
    /// run. No finding is open now (docs/robustness.md); kept for the next one, with
    /// [`open_regressions`] (the process: `muster_fuzz::seeds::open_regressions`).
    #[allow(dead_code)]
    pub fn known(
        mut self,
        known: impl Fn(&Input, &Failure) -> Option<&'static str> + 'static,
    ) -> Target {
        self.known = Some(Box::new(known));
        self
    }

    /// Runs one input: its cost, or its failure unless it is a known one.
    fn one(
        &self,
        input: &Input,
        body: &impl Fn(&Input) -> Result<(), String>,
        figures: &mut Figures,
    ) -> Result<(), Box<Failure>> {
        match budget::run(self.name, input, body) {
            Ok(cost) => {
                figures.add(input, cost);
                Ok(())
            }
            Err(failure) => match self.known.as_ref().and_then(|k| k(input, &failure)) {
                Some(finding) => {
                    figures.known.push(finding);
                    Ok(())
                }
                None => Err(failure),
            },
        }
    }

    /// The target also reads `bytes` of files besides its input (the rest of a pack
    /// folder), which its memory budget counts.
    pub fn reading(mut self, bytes: usize) -> Target {
        self.other_reads = bytes;
        self
    }

    fn input(&self, name: &str, bytes: Vec<u8>) -> Input {
        let mut input = Input::new(name, bytes);
        input.reads += self.other_reads;
        input
    }

    /// Runs every seed as it is, then [`cases`] mutations of them and a quarter as many
    /// arbitrary inputs, each through `body` under its budget; the first failure fails the
    /// test (after proptest has made the input as small as it could).
    pub fn run(&self, body: impl Fn(&Input) -> Result<(), String>) -> Figures {
        let mut figures = Figures::default();
        for seed in &self.seeds {
            let input = self.input(&seed.name, seed.bytes.clone());
            if let Err(failure) = self.one(&input, &body, &mut figures) {
                panic!("seed {}: {}", seed.name, failure.save());
            }
        }
        let figures = std::cell::RefCell::new(figures);
        let cases = cases();
        // A long run (`MUSTER_FUZZ_MINUTES`) repeats the rounds, each with new inputs, until
        // its time is up; the time only ends the run, it never judges an input.
        let until = minutes().map(|m| std::time::Instant::now() + Duration::from_secs(m * 60));
        loop {
            self.round(cases, &body, &figures);
            if until.is_none_or(|t| std::time::Instant::now() >= t) {
                break;
            }
        }
        let figures = figures.into_inner();
        figures.report(self.name, self.seeds.len());
        figures
    }

    /// One round: `cases` mutated inputs and a quarter as many arbitrary ones.
    fn round(
        &self,
        cases: u32,
        body: &impl Fn(&Input) -> Result<(), String>,
        figures: &std::cell::RefCell<Figures>,
    ) {
        for (strategy, count) in [
            (mutated().boxed(), cases),
            (arbitrary().boxed(), cases.div_ceil(4)),
        ] {
            let config = Config {
                cases: count,
                failure_persistence: None,
                max_shrink_iters: 128,
                ..Config::default()
            };
            let mut runner = TestRunner::new(config);
            let outcome = runner.run(&strategy, |case| {
                let input = self.case_input(&case);
                self.one(&input, body, &mut figures.borrow_mut())
                    .map_err(|failure| TestCaseError::fail(failure.to_string()))
            });
            match outcome {
                Ok(()) => {}
                Err(TestError::Fail(reason, case)) => {
                    let saved = budget::save(self.name, &self.case_input(&case));
                    panic!(
                        "{reason}; input saved as {}\nsmallest case: {}",
                        saved.display(),
                        short_debug(&case)
                    )
                }
                Err(TestError::Abort(reason)) => panic!("fuzz target {}: {reason}", self.name),
            }
        }
    }

    fn case_input(&self, case: &Case) -> Input {
        let n = self.seeds.len();
        match case {
            Case::Mutated {
                seed,
                other,
                mutations,
            } => {
                let seed = &self.seeds[seed % n];
                let other = &self.seeds[other % n];
                self.input(
                    &seed.name,
                    mutate::apply(&seed.bytes, &other.bytes, mutations),
                )
            }
            Case::Arbitrary { seed, bytes } => {
                self.input(&self.seeds[seed % n].name, bytes.clone())
            }
        }
    }
}

/// Runs the reported, unfixed inputs of `target` (`regressions/<target>/open-*`) through
/// `body`, which asserts what should hold once the problem is fixed: the test calling this
/// stays ignored until then.
/// An importer's refusal names the file at fault and says what is wrong.
pub fn import_refusal_is_clear(refused: &muster_bsdata::ImportError) -> Result<(), String> {
    ensure!(
        !refused.file.is_empty(),
        "a refusal that names no file: {refused}"
    );
    ensure!(
        !refused.message.trim().is_empty(),
        "a refusal without words"
    );
    Ok(())
}

#[allow(dead_code)]
pub fn open_regressions(target: &'static str, body: impl Fn(&Input) -> Result<(), String>) {
    let inputs = seeds::open_regressions(target);
    assert!(!inputs.is_empty(), "target {target} has no open regression");
    let failures: Vec<String> = inputs
        .iter()
        .filter_map(|input| match budget::run(target, input, &body) {
            // What each took, so that a release run (`--nocapture`) times them.
            Ok(cost) => {
                println!(
                    "{target} {}: {:.3} s of CPU, {:.1} MiB held at most",
                    input.name,
                    cost.cpu.as_secs_f64(),
                    cost.peak as f64 / (1024.0 * 1024.0)
                );
                None
            }
            Err(failure) => Some(format!("{}: {failure}", input.name)),
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A case's debug text, cut to a readable length.
fn short_debug(case: &Case) -> String {
    let text = format!("{case:?}");
    match text.char_indices().nth(2_000) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// The repository's list documents: the examples and the scenario files of every game.
pub fn list_seeds() -> Vec<Input> {
    let mut found = seeds::repo_inputs("examples", &[".json"], &[]);
    for game in ["runewars", "diskwars", "sigmar", "underworlds"] {
        let dir = seeds::repo_root().join("tests").join(game);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut paths: Vec<_> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.is_file()
                    && p.extension().is_some_and(|x| x == "json")
                    && !p.to_string_lossy().ends_with(".expect.json")
            })
            .collect();
        paths.sort();
        found.extend(paths.iter().map(|p| seeds::input_of(p)));
    }
    found
}

/// A Muster on the shipped packs with a library of its own in `scratch`.
pub fn muster(scratch: &seeds::Scratch) -> muster_service::Muster {
    muster_service::Muster::new(None, scratch.join("library.sqlite"))
}

/// English or Spanish, chosen by the input (both languages' words are read and written).
pub fn lang_of(input: &Input) -> muster_service::Lang {
    if input.bytes.len().is_multiple_of(2) {
        muster_service::Lang::En
    } else {
        muster_service::Lang::Es
    }
}
