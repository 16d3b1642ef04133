// How a process learns it must stop. One Ctrl-C can arrive several times: the terminal sends it to every process of
// the group, and each wrapper (npm, the Node bootstrap) forwards its own copy. A handler registered with `once`
// would leave the second copy to Node's default, which kills the process in the middle of stopping what it started
// (seen: `npm start` leaving its services and servers running after Ctrl-C).

/** Runs `stop` on the first SIGINT or SIGTERM and ignores the ones after it, so a shutdown is never cut short. */
export function onStopSignal(stop: () => unknown): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    void stop();
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
