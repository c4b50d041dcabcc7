// Timekeeper cue-log emitter for JavaScript (docs/cue-log.md): the three timers web apps use, each writing the
// published cue log. Runs unchanged in a browser page (cue-log.html) and in Node (node cue-log.js PLAN TICK_MS).
//
//   setInterval-count   counts setInterval ticks and believes ticks x period has passed
//   setTimeout-chain    re-arms setTimeout(period) from each callback: every callback's lateness adds up
//   anchored-deadline   sleeps until start + the next cue's offset on performance.now(), re-reading the clock
//
// Each timer prints its lines with console.log (one JSON object per line) and tags every line with its name in
// "strategy", so the three sessions can interleave in one log.
"use strict";

/** Parses ROUNDSxWORK/REST (e.g. 2x3s/2s, 12x3m/1m) or one duration into seconds. */
function parsePlan(text) {
  const seconds = (part) => {
    const m = /^(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(part);
    if (!m || (!m[1] && !m[2])) throw new Error("cannot read duration '" + part + "'");
    return Number(m[1] || 0) * 60 + Number(m[2] || 0);
  };
  const m = /^(\d+)x([^/]+)(?:\/(.+))?$/.exec(text);
  if (!m) return { rounds: 1, work: seconds(text), rest: 0 };
  return { rounds: Number(m[1]), work: seconds(m[2]), rest: m[3] ? seconds(m[3]) : 0 };
}

/** The cues a plan schedules, in the order Timekeeper lays them out (no prepare, no warning). */
function planCues(plan) {
  const cues = [];
  let t = 0;
  for (let round = 1; round <= plan.rounds; round++) {
    cues.push({ kind: "work-start", round, offset: t });
    t += plan.work;
    cues.push({ kind: "work-end", round, offset: t });
    if (round < plan.rounds && plan.rest > 0) {
      cues.push({ kind: "rest-start", round, offset: t });
      t += plan.rest;
      cues.push({ kind: "rest-end", round, offset: t });
    }
  }
  cues.push({ kind: "session-complete", round: plan.rounds, offset: t });
  return cues;
}

/** One timer's cue log: offsets in seconds from its start on performance.now(). */
function makeLog(name, planText, platform, emit) {
  let origin = null;
  const seconds = (ms) => Math.round(ms * 1000) / 1e6; // microseconds are all performance.now() promises
  return {
    /** Writes the start line, then reads the clock: the session starts once the (possibly slow) first write is done. */
    start() {
      emit(JSON.stringify({ event: "start", format_version: 3, plan: planText, strategy: name, platform, clock: "performance.now", wall_time: new Date().toISOString() }));
      origin = performance.now();
      return origin;
    },
    cue(cue) {
      const fired = performance.now() - origin;
      emit(JSON.stringify({ event: "cue", kind: cue.kind, round: cue.round, planned_offset: cue.offset, fired_offset: seconds(fired), strategy: name }));
    },
    end(completed) {
      emit(JSON.stringify({ event: "end", at: seconds(performance.now() - origin), completed, strategy: name }));
    },
  };
}

/** Fires every cue whose offset the timer believes has passed; calls done() after the last one. */
function believer(cues, log, done) {
  let next = 0;
  return (believedSeconds) => {
    while (next < cues.length && cues[next].offset <= believedSeconds + 1e-9) log.cue(cues[next++]);
    if (next === cues.length) { done(); return true; }
    return false;
  };
}

function setIntervalCount(cues, log, tick, done) {
  log.start();
  const advance = believer(cues, log, () => { clearInterval(id); log.end(true); done(); });
  let ticks = 0;
  advance(0);
  const id = setInterval(() => { ticks += 1; advance((ticks * tick) / 1000); }, tick);
}

function setTimeoutChain(cues, log, tick, done) {
  log.start();
  const advance = believer(cues, log, () => { log.end(true); done(); });
  let ticks = 0;
  advance(0);
  const step = () => { ticks += 1; if (!advance((ticks * tick) / 1000)) setTimeout(step, tick); };
  setTimeout(step, tick);
}

function anchoredDeadline(cues, log, tick, done) {
  const origin = log.start();
  const advance = believer(cues, log, () => { log.end(true); done(); });
  advance(0);
  const step = () => {
    // One reading per wakeup: a second one could pass the next cue's offset after advance() looked, leaving no cue
    // ahead of it (a late wakeup on a loaded machine did exactly that to the last cue).
    const elapsed = performance.now() - origin;
    if (advance(elapsed / 1000)) return;
    // Sleep until the next cue's deadline, re-read on every wakeup: lateness never accumulates.
    const due = origin + cues.find((c) => c.offset * 1000 > elapsed).offset * 1000;
    setTimeout(step, Math.max(0, Math.min(tick, due - performance.now())));
  };
  setTimeout(step, tick);
}

/** Runs the three timers side by side on `planText`, ticking every `tick` ms; `finished` when all ended. */
function runAll(planText, tick, platform, emit, finished) {
  const cues = planCues(parsePlan(planText));
  const timers = { "setInterval-count": setIntervalCount, "setTimeout-chain": setTimeoutChain, "anchored-deadline": anchoredDeadline };
  let left = Object.keys(timers).length;
  for (const [name, run] of Object.entries(timers)) {
    run(cues, makeLog(name, planText, platform, emit), tick, () => { if (--left === 0 && finished) finished(); });
  }
}

if (typeof module !== "undefined" && require.main === module) {
  const plan = process.argv[2] || "2x3s/2s";
  const tick = Number(process.argv[3] || 100);
  runAll(plan, tick, "Node " + process.version + " (" + process.platform + ")", (line) => console.log(line));
} else if (typeof module !== "undefined") {
  module.exports = { parsePlan, planCues, runAll };
}
