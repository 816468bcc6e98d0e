import json, os, statistics, sys
sys.path.insert(0, "benchmarks")
import decode_speed as d
libs = {"old (140 steps, all -O3)": "/work/main/.venv/lib/python3.11/site-packages/llama_cpp/lib",
        "new (83 steps, load code -O1)": "/tmp/fresh-run/.venv/lib/python3.11/site-packages/llama_cpp/lib"}
runs = {k: [] for k in libs}
names = list(libs)
for r in range(3):
    for name in (names if r % 2 == 0 else names[::-1]):
        env = dict(os.environ, LLAMA_CPP_LIB_PATH=libs[name])
        res = d.run_engine(d.QUESTION, 120, None, env)
        runs[name].append(res["decode_tok_s"])
        print(r, name, round(res["decode_tok_s"], 1), os.getloadavg()[0], flush=True)
print(json.dumps({k: {"median": round(statistics.median(v), 1), "runs": [round(x, 1) for x in v]} for k, v in runs.items()}))
