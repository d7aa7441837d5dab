// A thread of the shop's own for bcrypt (see password.ts): the synchronous calls keep the work on this
// thread, never on libuv's pool. Plain JavaScript, because Node runs a worker's file itself: under jest
// no TypeScript transform reaches it.
const os = require('node:os');
const { parentPort } = require('node:worker_threads');
const bcrypt = require('bcrypt');

// Pages come before logins when the CPU is short: this thread runs 10 nice steps below the shop's
// (raising a nice value needs no privilege). Linux keeps a nice value per thread, so only this thread
// is lowered; elsewhere the whole shop would be.
const NICE_STEPS = 10;
const LOWEST_PRIORITY = 19;
if (process.platform === 'linux') os.setPriority(Math.min(LOWEST_PRIORITY, os.getPriority() + NICE_STEPS));

parentPort.on('message', ({ secret, cost, hash }) => {
  parentPort.postMessage(
    hash === undefined ? bcrypt.hashSync(secret, cost) : bcrypt.compareSync(secret, hash),
  );
});
