//! The coordinator: a campaign's master trees, its jobs, its checkpoints and its stitched
//! proof, in one directory (docs/distributed.md, "A campaign's directory").

use super::board::{board_of, Board};
use super::history;
use super::protocol::{
    FromWorker, Job, JobResult, JobStatus, ProofRef, Solved, SolvedSon, ToWorker,
};
pub use super::state::{Counts, Known, Sample, State};
use super::stitched::{self, check_job_file, JobProof, Stitched};
use super::transport::Transport;
use super::tree::{State as NodeState, Tree};
use crate::config::{Ask, Config};
use crate::json::Map;
use crate::proofs::established;
use crate::search::{Claim, Question, Value};
use serde::Serialize;
use std::collections::HashMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The `format` of a checkpoint.
pub const FORMAT: &str = "pnlab-campaign";
/// The checkpoint's file in the campaign's directory.
pub const STATE: &str = "state.json";
/// The stitched proof's file in the campaign's directory.
pub const PROOF: &str = "proof.json";
/// The log of lost and refused jobs.
pub const LOG: &str = "campaign.log";
/// The job proofs' directory in the campaign's directory.
pub const PROOFS: &str = "proofs";

/// How a campaign runs (not kept in its checkpoint).
#[derive(Clone, Debug)]
pub struct Settings {
    /// Write a checkpoint this often.
    pub checkpoint_every: Duration,
    /// Stop with "unknown" before the master trees hold more than this many bytes (jobs' own
    /// limit is the configuration's `limits.maxBytes`).
    pub max_memory: Option<u64>,
    /// Stop with "unknown" after this many jobs merged in this run.
    pub max_jobs: Option<u64>,
}

/// How a run of a campaign ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// `first-wins`, `draw`, `second-wins`, or `unknown`.
    pub result: String,
    /// What stopped an unknown campaign.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped_by: Option<String>,
    /// The current master tree's question and root numbers.
    pub question: Question,
    /// Root proof number.
    pub pn: u64,
    /// Root disproof number.
    pub dn: u64,
    /// Nodes in the master trees.
    pub tree_nodes: usize,
    /// Bytes the master trees hold.
    pub tree_bytes: u64,
    /// The counts.
    pub counts: Counts,
    /// The most memory the coordinator's process has held resident, in bytes (its workers are
    /// other processes), where the system says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coordinator_peak_rss: Option<u64>,
    /// The stitched proof, once solved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub proof: Option<PathBuf>,
}

/// A campaign under way.
pub struct Campaign {
    dir: PathBuf,
    state: State,
    board: Box<dyn Board>,
    game: Map,
    table: HashMap<(Question, Vec<u8>), (usize, bool)>,
    /// Jobs in flight: (tree, node).
    flying: HashMap<u64, (usize, usize)>,
    log: Option<std::fs::File>,
}

impl State {
    /// A new campaign of `config` from the initial position.
    pub fn new(config: &Config, job_nodes: u64) -> Result<State, String> {
        if !config.start.is_empty() {
            return Err("distribute starts from the initial position: give no start line".into());
        }
        let board = board_of(config)?;
        if board.cyclic() {
            return Err(format!(
                "distribute takes no game whose positions repeat ({}): a line that meets a \
                 position again is a draw, which a job's start line cannot carry",
                config.game
            ));
        }
        // The job's search is built once here, so a bad setting is refused before any worker starts.
        config.build()?;
        let first = match config.question {
            Ask::FirstAvoidsLoss => Question::FirstAvoidsLoss,
            _ => Question::FirstWins,
        };
        Ok(State {
            format: FORMAT.into(),
            config: config.clone(),
            job_nodes,
            next_job: 0,
            trees: vec![Tree::new(first, board.place(&[])?)],
            proofs: Vec::new(),
            known: Vec::new(),
            merged_jobs: Vec::new(),
            counts: Counts::default(),
            result: None,
            history: Vec::new(),
        })
    }

    /// The checkpoint in `dir`.
    pub fn read(dir: &Path) -> Result<State, String> {
        let path = dir.join(STATE);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("{}: cannot be read: {e}", path.display()))?;
        let mut state: State = serde_json::from_str(&text)
            .map_err(|e| format!("{}: not a checkpoint: {e}", path.display()))?;
        if state.format != FORMAT {
            return Err(format!("{}: not a checkpoint", path.display()));
        }
        for t in &mut state.trees {
            t.requeue_all();
        }
        Ok(state)
    }
}

impl Campaign {
    /// The campaign `state` in `dir` (made if missing).
    pub fn open(dir: &Path, state: State) -> Result<Campaign, String> {
        std::fs::create_dir_all(dir.join(PROOFS))
            .map_err(|e| format!("{}: cannot be made: {e}", dir.display()))?;
        let dir = dir
            .canonicalize()
            .map_err(|e| format!("{}: {e}", dir.display()))?;
        let board = board_of(&state.config)?;
        let game = crate::proofs::game_map(&state.config)?;
        let table = state
            .known
            .iter()
            .map(|k| ((k.question, k.key.clone()), (k.proof, k.proved)))
            .collect();
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(dir.join(LOG))
            .ok();
        Ok(Campaign {
            dir,
            state,
            board,
            game,
            table,
            flying: HashMap::new(),
            log,
        })
    }

    /// The campaign's state.
    pub fn state(&self) -> &State {
        &self.state
    }

    fn note(&mut self, line: &str) {
        eprintln!("{line}");
        if let Some(f) = &mut self.log {
            let _ = writeln!(f, "{line}");
        }
    }

    fn tree(&self) -> &Tree {
        // Never empty: a state starts with one tree and only adds.
        &self.state.trees[self.state.trees.len() - 1]
    }

    /// Writes the checkpoint: a new file, then renamed over the last one, so a failed write
    /// leaves the last checkpoint as it was.
    pub fn checkpoint(&self) -> Result<(), String> {
        let path = self.dir.join(STATE);
        let tmp = self.dir.join(format!("{STATE}.tmp"));
        let text = serde_json::to_string(&self.state).map_err(|e| e.to_string())?;
        std::fs::write(&tmp, text)
            .and_then(|()| std::fs::rename(&tmp, &path))
            .map_err(|e| {
                format!(
                    "the checkpoint cannot be written to {}: {e} (the last checkpoint is left as it was)",
                    path.display()
                )
            })
    }

    /// Runs the campaign on `transport` until it is answered or a limit stops it.
    pub fn run(
        &mut self,
        transport: &mut dyn Transport,
        settings: &Settings,
    ) -> Result<Summary, String> {
        let (cpu0, wall0) = (super::cpu_seconds(), Instant::now());
        let (cpu_base, wall_base) = (self.state.counts.coordinator_cpu, self.state.counts.wall);
        let mut last_checkpoint = Instant::now();
        let mut merged_here = 0u64;
        let mut status = Status::default();
        // The campaign's clock goes on from its last run's, so a resumed campaign's history
        // continues its time axis.
        let clock = |c: &mut Counts| {
            c.coordinator_cpu = cpu_base + super::cpu_seconds() - cpu0;
            c.wall = wall_base + wall0.elapsed().as_secs_f64();
        };
        let outcome = loop {
            clock(&mut self.state.counts);
            if self.advance()? {
                break Ok(None);
            }
            if let Some(max) = settings.max_memory {
                let held: u64 = self.state.trees.iter().map(Tree::bytes).sum();
                if held > max {
                    break Ok(Some(format!(
                        "memory: the master trees hold {held} bytes, over --max-tree-memory {max}"
                    )));
                }
            }
            if settings.max_jobs.is_some_and(|m| merged_here >= m) {
                break Ok(Some(format!(
                    "jobs: {merged_here} merged, the --max-jobs limit"
                )));
            }
            self.send_jobs(transport)?;
            status.write(self, true, false);
            if last_checkpoint.elapsed() >= settings.checkpoint_every {
                self.checkpoint()?;
                last_checkpoint = Instant::now();
            }
            let wait = settings
                .checkpoint_every
                .saturating_sub(last_checkpoint.elapsed())
                .clamp(Duration::from_millis(10), Duration::from_secs(1));
            match transport.recv(wait) {
                Ok(Some(FromWorker::Result(r))) => {
                    // Read when the result came, not before the wait, for its history's time.
                    clock(&mut self.state.counts);
                    if self.merge(transport, r)? {
                        merged_here += 1;
                    }
                }
                Ok(Some(FromWorker::Lost { job, reason })) => self.lost(job, &reason),
                Ok(Some(FromWorker::Ready { .. })) | Ok(None) => {}
                Err(e) => break Err(e),
            }
        };
        clock(&mut self.state.counts);
        let stopped_by = outcome?;
        let proof = match &self.state.result {
            Some(_) => Some(self.write_stitched()?),
            None => None,
        };
        self.checkpoint()?;
        status.write(self, false, true);
        Ok(self.summary(stopped_by, proof))
    }

    /// The summary as things stand.
    pub fn summary(&self, stopped_by: Option<String>, proof: Option<PathBuf>) -> Summary {
        let tree = self.tree();
        let (pn, dn) = tree.root_numbers();
        Summary {
            result: self
                .state
                .result
                .clone()
                .unwrap_or_else(|| "unknown".into()),
            stopped_by,
            question: tree.question,
            pn,
            dn,
            tree_nodes: self.state.trees.iter().map(|t| t.nodes.len()).sum(),
            tree_bytes: self.state.trees.iter().map(Tree::bytes).sum(),
            counts: self.state.counts.clone(),
            coordinator_peak_rss: super::peak_rss(),
            proof,
        }
    }

    /// When the current tree is solved: the result, or the next question's tree. True when
    /// the campaign is answered.
    fn advance(&mut self) -> Result<bool, String> {
        if self.state.result.is_some() {
            return Ok(true);
        }
        let Some(value) = self.tree().solved() else {
            return Ok(false);
        };
        let claims: Vec<Claim> = self
            .state
            .trees
            .iter()
            .filter_map(|t| Claim::of(t.question, value_of(t.solved()?)))
            .collect();
        let possible = self.board.possible();
        if let Some(o) = established(possible, claims.iter().copied()) {
            self.state.result = Some(o.word().into());
            return Ok(true);
        }
        let asked: Vec<Question> = self.state.trees.iter().map(|t| t.question).collect();
        let next = match self.state.config.question {
            Ask::Auto => self
                .tree()
                .question
                .next(value_of(value))
                .filter(|q| !asked.contains(q)),
            _ => None,
        };
        match next {
            Some(q) => {
                let root = self.board.place(&[])?;
                self.state.trees.push(Tree::new(q, root));
                Ok(false)
            }
            None => {
                self.state.result = claims.last().map(|c| c.word().to_string());
                Ok(true)
            }
        }
    }

    fn send_jobs(&mut self, transport: &mut dyn Transport) -> Result<(), String> {
        let t = self.state.trees.len() - 1;
        if (self.flying.len() as u32) < transport.workers() {
            self.grow(t, transport.workers() as usize)?;
        }
        while (self.flying.len() as u32) < transport.workers() {
            let job = self.state.next_job;
            let Some((node, th)) = self.state.trees[t].select_with_thresholds(job) else {
                break;
            };
            self.state.next_job += 1;
            let mut config = self.state.config.clone();
            // A job's limits are its node budget and the memory limit given for every job.
            config.limits = crate::search::Limits {
                max_bytes: config.limits.max_bytes,
                ..Default::default()
            };
            config.question = Ask::Auto;
            let msg = ToWorker::Job(Box::new(Job {
                job,
                config,
                line: self.state.trees[t].nodes[node].line.clone(),
                question: self.state.trees[t].question,
                max_nodes: self.state.job_nodes,
                proof_dir: self.dir.join(PROOFS),
                after: self.state.trees[t].nodes[node].last_job,
                pn_threshold: th.pn,
                dn_threshold: th.dn,
            }));
            transport.send(&msg)?;
            self.flying.insert(job, (t, node));
            self.state.counts.sent += 1;
        }
        Ok(())
    }

    /// While the tree has fewer leaves open (waiting or in flight) than `workers`, develops
    /// by the rules alone the shallowest leaf no job has searched, so that every worker has a
    /// leaf of its own from the start rather than each level's job being thrown away when the
    /// level is developed.
    fn grow(&mut self, t: usize, workers: usize) -> Result<(), String> {
        loop {
            let (waiting, flying) = self.state.trees[t].open();
            if waiting + flying >= workers {
                return Ok(());
            }
            let Some(id) = self.state.trees[t].fresh_leaf() else {
                return Ok(());
            };
            let line = self.state.trees[t].nodes[id].line.clone();
            let sons = self.board.sons(&line)?;
            let sons = sons.into_iter().map(|p| (p, (1, 1))).collect();
            self.develop(t, id, sons);
        }
    }

    fn lost(&mut self, job: u64, reason: &str) {
        self.note(&format!("job {job} lost: {reason}; it is sent again"));
        if let Some((t, _)) = self.flying.remove(&job) {
            self.state.trees[t].requeue(job);
            self.state.counts.lost += 1;
        }
    }

    /// Merges a result; false when it was not merged (stale or refused).
    fn merge(&mut self, transport: &mut dyn Transport, r: JobResult) -> Result<bool, String> {
        self.state.counts.nodes += r.nodes;
        self.state.counts.worker_cpu += r.cpu_seconds;
        let Some((t, node)) = self.flying.remove(&r.job) else {
            self.state.counts.stale += 1;
            return Ok(false);
        };
        if t + 1 != self.state.trees.len() || self.state.trees[t].solved().is_some() {
            self.state.trees[t].requeue(r.job);
            self.state.counts.stale += 1;
            return Ok(false);
        }
        let question = self.state.trees[t].question;
        match r.status {
            JobStatus::Error => {
                return Err(format!(
                    "job {} failed: {}",
                    r.job,
                    r.error.as_deref().unwrap_or("no reason given")
                ))
            }
            JobStatus::Unknown => {
                for son in &r.solved_sons {
                    self.take_son(t, &r, son);
                }
                // A worker that kept the search goes on with it when the leaf is sent again. The
                // leaf is developed only when the search was not kept (a memory limit), never to
                // give an idle worker a leaf: its sons' jobs would search again what it searched,
                // each without the transpositions between them (docs/distributed.md, "Measured").
                if r.resumable {
                    self.state.trees[t].keep(node, (r.pn, r.dn), r.job);
                    self.state.counts.kept += 1;
                } else {
                    self.expand(t, node, &r);
                    self.state.trees[t].nodes[node].last_job = Some(r.job);
                }
            }
            JobStatus::Proved | JobStatus::Disproved => {
                let proved = r.status == JobStatus::Proved;
                match self.accept(&r, &self.state.trees[t].nodes[node].line, question, proved) {
                    Ok(entry) => {
                        self.state.proofs.push(entry);
                        let proof = self.state.proofs.len() - 1;
                        let key = self.state.trees[t].nodes[node].key.clone();
                        self.table.insert((question, key.clone()), (proof, proved));
                        self.state.known.push(Known {
                            question,
                            key,
                            proof,
                            proved,
                        });
                        self.state.trees[t].solve(node, proof, proved);
                        let line = self.state.trees[t].nodes[node].line.clone();
                        let entry = &self.state.proofs[proof];
                        let proof = Some(ProofRef {
                            path: self.dir.join(&entry.file),
                            sha256: entry.sha256.clone(),
                        });
                        transport.send(&ToWorker::Solved(Solved {
                            line,
                            question,
                            proved,
                            proof,
                        }))?;
                    }
                    Err(e) => {
                        self.note(&format!(
                            "job {} refused: {e}; its position is sent again",
                            r.job
                        ));
                        self.state.counts.refused += 1;
                        self.state.trees[t].requeue(r.job);
                        return Ok(false);
                    }
                }
            }
        }
        self.state.trees[t].update_lean();
        self.state.counts.merged += 1;
        self.state.merged_jobs.push(r.job);
        let sample = Sample::of(
            &self.state.trees,
            t,
            node,
            (r.job, r.status, r.nodes),
            &self.state.counts,
        );
        self.state.history.push(sample);
        Ok(true)
    }

    /// The entry of a solved result's proof file, once the file checks: its hash, its proof on
    /// its own, its start (the job's line) and its claim (the question's answer as reported).
    fn accept(
        &self,
        r: &JobResult,
        line: &[String],
        question: Question,
        proved: bool,
    ) -> Result<JobProof, String> {
        let p = r
            .proof
            .as_ref()
            .ok_or("a solved result names no proof file")?;
        let (file, report) = check_job_file(&p.path, &p.sha256, &self.game)
            .map_err(|e| format!("{}: {e}", p.path.display()))?;
        // A search kept by a worker may have begun at another line to the same position.
        if file.start != line && !self.board.same(&file.start, line)? {
            return Err(format!(
                "the proof starts at \"{}\", the job at \"{}\"",
                file.start.join(" "),
                line.join(" ")
            ));
        }
        let claim = Claim::of(question, value_of(proved)).ok_or("no claim")?;
        if report.claim != claim {
            return Err(format!(
                "the proof claims {}, the result says {}",
                report.claim.word(),
                claim.word()
            ));
        }
        let file = p
            .path
            .strip_prefix(&self.dir)
            .map(Path::to_path_buf)
            .unwrap_or_else(|_| p.path.clone());
        Ok(JobProof {
            job: r.job,
            file,
            sha256: p.sha256.clone(),
        })
    }

    /// A son an unknown result reports solved: once its proof file checks (its hash, its proof
    /// on its own, its start the son's position, its claim the question's answer there), its
    /// position is known, and the son is solved by that proof wherever the tree develops it.
    /// A proof that fails is refused and logged; the son is then searched as any leaf is.
    fn take_son(&mut self, t: usize, r: &JobResult, son: &SolvedSon) {
        let question = self.state.trees[t].question;
        if self.table.contains_key(&(question, son.cells.clone())) {
            return;
        }
        let checked = check_job_file(&son.proof.path, &son.proof.sha256, &self.game)
            .map_err(|e| format!("{}: {e}", son.proof.path.display()))
            .and_then(|(file, report)| {
                let key = self.board.place(&file.start)?.key;
                if key != son.cells {
                    return Err(format!(
                        "the proof starts at \"{}\", not at the son it is named for",
                        file.start.join(" ")
                    ));
                }
                let claim = Claim::of(question, value_of(son.proved)).ok_or("no claim")?;
                if report.claim != claim {
                    return Err(format!(
                        "the proof claims {}, the result says {}",
                        report.claim.word(),
                        claim.word()
                    ));
                }
                Ok(())
            });
        if let Err(e) = checked {
            self.note(&format!("job {}: a son's proof refused: {e}", r.job));
            self.state.counts.refused += 1;
            return;
        }
        let file = son
            .proof
            .path
            .strip_prefix(&self.dir)
            .map(Path::to_path_buf)
            .unwrap_or_else(|_| son.proof.path.clone());
        self.state.proofs.push(JobProof {
            job: r.job,
            file,
            sha256: son.proof.sha256.clone(),
        });
        let proof = self.state.proofs.len() - 1;
        self.table
            .insert((question, son.cells.clone()), (proof, son.proved));
        self.state.known.push(Known {
            question,
            key: son.cells.clone(),
            proof,
            proved: son.proved,
        });
        self.state.counts.son_proofs += 1;
    }

    /// An unknown result develops its leaf: each son with the numbers the job left it, or
    /// solved already when the game is over there or a job has solved its position.
    fn expand(&mut self, t: usize, node: usize, r: &JobResult) {
        let line = self.state.trees[t].nodes[node].line.clone();
        let sons = match self.board.sons(&line) {
            Ok(s) => s,
            Err(e) => {
                // Not a job's fault: the line came from this coordinator. Sent again, it would
                // fail again, so the leaf is kept in flight-less limbo and said.
                self.note(&format!(
                    "job {}: the position cannot be developed: {e}",
                    r.job
                ));
                self.state.trees[t].requeue(r.job);
                return;
            }
        };
        let with_numbers: Vec<_> = sons
            .into_iter()
            .map(|p| {
                let n = r
                    .sons
                    .iter()
                    .find(|s| s.cells == p.key)
                    .map_or((1, 1), |s| (s.pn, s.dn));
                (p, n)
            })
            .collect();
        self.develop(t, node, with_numbers);
    }

    /// Develops `node` into `sons`, each solved already when a job has solved its position.
    fn develop(&mut self, t: usize, node: usize, sons: Vec<(super::board::Place, (u64, u64))>) {
        let question = self.state.trees[t].question;
        self.state.trees[t].expand(node, sons);
        let ids = self.state.trees[t].nodes[node].sons.clone();
        for s in ids {
            let n = &self.state.trees[t].nodes[s];
            if n.state != NodeState::Leaf {
                continue;
            }
            if let Some(&(proof, proved)) = self.table.get(&(question, n.key.clone())) {
                self.state.trees[t].solve(s, proof, proved);
            }
        }
    }

    /// Writes the stitched proof and checks it as `pnlab check` will.
    fn write_stitched(&self) -> Result<PathBuf, String> {
        let mut tops = self
            .state
            .trees
            .iter()
            .filter(|t| t.solved().is_some())
            .map(stitched::top_of)
            .collect::<Result<Vec<_>, _>>()?;
        // Only the proofs the tops stand on, renumbered in their order: a proof solved under
        // a son the top does not need is left out (the checker refuses a proof no node uses).
        let mut renumbered: HashMap<usize, usize> = HashMap::new();
        let mut jobs = Vec::new();
        for node in tops.iter_mut().flat_map(|t| t.nodes.iter_mut()) {
            if let Some(p) = node.proof.as_mut() {
                *p = *renumbered.entry(*p).or_insert_with(|| {
                    jobs.push(self.state.proofs[*p].clone());
                    jobs.len() - 1
                });
            }
        }
        let file = Stitched {
            format: stitched::FORMAT.into(),
            version: stitched::VERSION,
            game: self.game.clone(),
            result: self.state.result.clone().unwrap_or_default(),
            tops,
            jobs,
        };
        let path = self.dir.join(PROOF);
        let text = serde_json::to_string(&file).map_err(|e| e.to_string())?;
        std::fs::write(&path, text)
            .map_err(|e| format!("{}: cannot be written: {e}", path.display()))?;
        file.check(&path)
            .map_err(|e| format!("the stitched proof {} does not check: {e}", path.display()))?;
        Ok(path)
    }
}

/// When the status file was last written, and what it showed then.
#[derive(Default)]
struct Status {
    written: Option<Instant>,
    cost: Duration,
    shown: (u64, u64),
    failed: bool,
}

impl Status {
    /// Rewrites the status file when jobs were sent or merged since, at most every
    /// [`history::status_due`] unless `now`. A failure is logged once and does not stop the
    /// campaign: the checkpoint, not the status, is what a resume needs.
    fn write(&mut self, c: &mut Campaign, running: bool, now: bool) {
        let shown = (c.state.counts.sent, c.state.counts.merged);
        let due = self
            .written
            .is_none_or(|w| history::status_due(w.elapsed(), self.cost));
        if !now && (!due || (self.written.is_some() && shown == self.shown)) {
            return;
        }
        let start = Instant::now();
        match history::write_status(&c.dir, &c.state, running) {
            Ok(()) => self.failed = false,
            Err(e) if !self.failed => {
                self.failed = true;
                c.note(&e);
            }
            Err(_) => {}
        }
        (self.written, self.cost, self.shown) = (Some(Instant::now()), start.elapsed(), shown);
    }
}

fn value_of(proved: bool) -> Value {
    match proved {
        true => Value::Proved,
        false => Value::Disproved,
    }
}
