-- wrk's outcome as one JSON line, for bench/load.ts: requests, the run's length and the 95th percentile latency
-- (both in µs), socket errors, and answers with a status of 400 or more (wrk counts those as status errors).
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p95Us":%d,"errors":%d,"failedStatus":%d}\n',
    summary.requests,
    summary.duration,
    latency:percentile(95),
    errors.connect + errors.read + errors.write + errors.timeout,
    errors.status
  ))
end
