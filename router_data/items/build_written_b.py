"""Hand-written training rows for the items finder, set (b): the false-split side.

    .venv/bin/python router_data/items/build_written_b.py          # writes written_b.jsonl, with the checks
    .venv/bin/python router_data/items/build_written_b.py --check  # the checks only

Every row is written here by hand (see WRITTEN_B.md): mostly hard negatives (``none``: code with
numbered symptoms, math with listed conditions, one essay or email from listed points, a list given
as context for one question, choices among options, one multiple-choice question, dependent steps,
chit-chat) beside the positives that look like them (several independent questions about one piece
of code, errors to explain one by one, independent equations, several multiple-choice questions,
several emails to answer separately). In a ``list`` or ``fields`` request each gold item is marked
``⟦like this⟧``; the marks are taken out and the marked spans become its items, so every item is a
substring of its request, in order, by construction. The checks are devset.py's: ids unique, kinds
known, no request repeated, items substrings in order, ``count`` rows with a count and no items,
``none`` rows with neither.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks/data/items_real"))

from devset import Rows, main  # noqa: E402

OUT = HERE / "written_b.jsonl"
SOURCE = "written for training (b)"
ROWS = Rows()
L, F, C, N = ROWS.L, ROWS.F, ROWS.C, ROWS.N

# ============================================================================ none: code
N(
    """this function is supposed to return the second largest number but it gives wrong answers sometimes

def second_largest(nums):
    nums.sort()
    return nums[-2]

problems:
1. it changes the list i pass in
2. if the biggest number appears twice it returns the biggest again
3. crashes on a list with one element

can you fix it?""",
    cat="code_fix_numbered_symptoms",
    note="one function, numbered symptoms, one fix",
)
N(
    """Fix this code. What's wrong with it:
- the loop never ends when the file is empty
- `count` is never reset between files
- it prints the total twice

```python
def count_lines(paths):
    count = 0
    for p in paths:
        f = open(p)
        while True:
            line = f.readline()
            if line is None:
                break
            count += 1
        print(count)
    print(count)
```""",
    cat="code_fix_bullets",
    note="'fix this code' with bullets of what is wrong",
)
N(
    """I'm getting this when I run my flask app and I have no idea why:

Traceback (most recent call last):
  File "app.py", line 14, in <module>
    from models import User
  File "/home/dana/proj/models.py", line 3, in <module>
    from app import db
ImportError: cannot import name 'db' from partially initialized module 'app' (most likely due to a circular import)

how do i fix this?""",
    cat="error_log_one_question",
    note="one traceback, one question",
)
N(
    """Write a Python function `merge_intervals(intervals)` with these requirements:
1. Input is a list of [start, end] pairs, not necessarily sorted
2. Overlapping or touching intervals get merged ([1,3] and [3,5] -> [1,5])
3. Return a new list sorted by start
4. Do not modify the input
5. Must be O(n log n)
Include a couple of doctests.""",
    cat="code_requirements_numbered",
    note="one function to write, numbered requirements",
)
N(
    """SELECT c.name, SUM(o.total)
FROM customers c
JOIN orders o ON o.customer_id = c.id
WHERE o.created_at > '2026-01-01'
GROUP BY c.id;

postgres says: column "c.name" must appear in the GROUP BY clause or be used in an aggregate function. but i grouped by the id?? whats going on""",
    cat="sql_error",
    note="one SQL query and its error",
)
N(
    """my nginx config:

server {
    listen 80;
    server_name shop.lindqvist-tools.se;
    location /api/ {
        proxy_pass http://127.0.0.1:8080;
    }
    location / {
        root /var/www/shop;
        try_files $uri /index.html;
    }
}

requests to /api/orders work but /api/orders/ gives 404 from the backend. what should i change""",
    cat="config_one_question",
    note="config pasted, one question",
)
N(
    """Refactor this class so that:
- it uses dataclasses
- the validation happens in __post_init__
- `to_dict` is replaced by dataclasses.asdict

class Invoice:
    def __init__(self, number, amount, currency="EUR"):
        if amount < 0:
            raise ValueError("negative amount")
        self.number = number
        self.amount = amount
        self.currency = currency

    def to_dict(self):
        return {"number": self.number, "amount": self.amount, "currency": self.currency}""",
    cat="code_refactor_bullets",
    note="one refactor with bulleted constraints",
)
N(
    """Bug report for our React app, I need help finding the cause:

Symptoms
1) after logging out and back in, the cart still shows the previous user's items
2) refreshing the page fixes it
3) only happens in production build, not with npm start

We store the cart in a context provider that wraps <App/> and the user in redux. Where would you look first?""",
    cat="bug_numbered_symptoms",
    note="numbered symptoms of one bug, one diagnosis",
)
N(
    """given this table

| id | user_id | event      | ts                  |
|----|---------|------------|---------------------|
| 1  | 7       | login      | 2026-03-01 09:00:00 |
| 2  | 7       | purchase   | 2026-03-01 09:05:12 |
| 3  | 9       | login      | 2026-03-01 09:06:40 |

write me a query that returns, for each user, the time between their first login and their first purchase (null if they never bought)""",
    cat="sql_table_context",
    note="table as context, one query to write",
)
N(
    """Can you write a bash script that does the following, in order:
1. find all .log files older than 7 days in /var/log/myapp
2. gzip them
3. move the .gz files to /mnt/archive/<year>/<month>/
4. delete archives older than 90 days
5. email a summary to ops@example.org""",
    cat="code_procedure_numbered",
    note="one script whose steps run in order",
)
N(
    """here's my docker-compose.yml

version: "3.9"
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: example
  web:
    build: .
    ports:
      - "8000:8000"
    depends_on:
      - db

the web container starts before postgres is ready and crashes with 'connection refused'. depends_on is there so why""",
    cat="config_one_question",
    note="compose file with a list of services, one question",
)
N(
    """Implement a LRU cache class in TypeScript.
Requirements:
* constructor(capacity: number)
* get(key): returns value or undefined, marks key as recently used
* put(key, value): inserts/updates, evicts least recently used when full
* both O(1)
* generic over key and value types""",
    cat="code_requirements_bullets",
    note="one class, method list as spec",
)
N(
    """these are the failing tests from CI:

FAILED tests/test_pay.py::test_refund_partial - AssertionError: assert 49.99 == 50.0
FAILED tests/test_pay.py::test_refund_full - AssertionError: assert 99.99 == 100.0
FAILED tests/test_pay.py::test_refund_zero - AssertionError: assert -0.01 == 0.0

they all started failing after I changed the price field from Decimal to float. what's the proper fix""",
    cat="error_log_one_question",
    note="three failures with one cause, one question",
)
N(
    """write a regex that matches a UK postcode. it should accept:
- SW1A 1AA
- M1 1AE
- B33 8TH
- CR2 6XH
and reject things like 'SW1A1AAA' or '12345'""",
    cat="code_examples_as_spec",
    note="examples listed as a spec for one regex",
)
N(
    """Explain what this code does, line by line:

for i in range(1, 101):
    out = ""
    if i % 3 == 0: out += "Fizz"
    if i % 5 == 0: out += "Buzz"
    print(out or i)""",
    cat="code_explain_one",
    note="one snippet explained; 'line by line' is one answer",
)
N(
    """My Kotlin coroutine code has a few issues:
- it blocks the main thread
- exceptions inside launch{} are swallowed
- cancelling the scope doesn't stop the network call

suspend fun loadProfile(id: String): Profile = runBlocking {
    val job = GlobalScope.launch { api.fetch(id) }
    job.join()
    cache[id]!!
}

please rewrite it properly""",
    cat="code_fix_bullets",
    note="bullets of faults, one rewrite",
)
N(
    """I have 3 options for storing user sessions in our Node backend:
a) in-memory Map
b) Redis
c) signed JWT cookies

We run 4 instances behind a load balancer and need logout-everywhere. Which one and why?""",
    cat="compare_choose_code",
    note="lettered options, one choice",
)
N(
    """Convert this JSON to YAML:

{"name": "ingest", "schedule": "0 3 * * *", "steps": [{"run": "fetch.py"}, {"run": "clean.py"}, {"run": "load.py"}], "retries": 2}""",
    cat="convert_one",
    note="one document to convert; its list of steps is content",
)
N(
    """compile errors in my C program:

main.c:12:5: warning: implicit declaration of function 'strdup'
main.c:20:14: error: 'buf' undeclared (first use in this function)
main.c:20:14: note: each undeclared identifier is reported only once

#include <stdio.h>
int main(void) {
    char *name = strdup("anna");
    for (int i = 0; i < 3; i++) {
        char buf[16];
    }
    printf("%s %s", name, buf);
}

what do I need to change to get it to compile?""",
    cat="error_log_one_question",
    note="compiler output, one fix",
)
N(
    """Write unit tests (pytest) for this function. Cover: empty string, only spaces, mixed case, unicode, and None input.

def slugify(s):
    if s is None:
        raise TypeError
    return "-".join(s.lower().split())""",
    cat="code_cases_inline",
    note="cases listed inline for one test file",
)
N(
    """Our API has these endpoints:
GET /users
GET /users/{id}
POST /users
PATCH /users/{id}
DELETE /users/{id}

Write an OpenAPI 3 spec for it.""",
    cat="list_as_context_code",
    note="endpoint lines, one spec to write",
)
N(
    """the goal: a python script that watches a folder and when a new csv shows up it
  1) validates the header (must be date,store,amount)
  2) appends valid rows to sales.db (sqlite)
  3) moves the file to processed/ or rejected/
use watchdog. keep it under 80 lines if possible""",
    cat="code_procedure_numbered",
    note="one script, steps as its spec",
)
N(
    """Which is faster in Python for checking membership many times, and why?
- list
- tuple
- set
- dict keys""",
    cat="compare_choose_code",
    note="bulleted options, one comparison",
)
N(
    """Review my PR description and tell me if it's clear enough:

## Changes
- Added retry with exponential backoff to the S3 uploader
- Removed the deprecated `upload_sync` helper
- Bumped boto3 to 1.35

## Testing
- Unit tests for backoff timing
- Manual upload of a 2 GB file""",
    cat="single_task_review",
    note="markdown bullets as one document to review",
)
N(
    """I keep getting these in the browser console:

Access to fetch at 'https://api.moravec.dev/v1/items' from origin 'http://localhost:5173' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.
GET https://api.moravec.dev/v1/items net::ERR_FAILED 200

backend is express. what do i add?""",
    cat="error_log_one_question",
    note="two console lines of one error",
)
N(
    """git log --oneline shows:
a1f3c2e fix typo
77b0d19 add payment webhook
c0ffee1 WIP
5e2a9aa WIP 2
d34db33 initial

I want to squash the two WIP commits into 'add payment webhook' without touching the rest. exact commands please""",
    cat="list_as_context_code",
    note="git log lines as context, one procedure",
)
N(
    """Write a SQL schema for a library system with: books, authors (a book can have many), members, loans (with due date and returned date), and fines. Use PostgreSQL and add the foreign keys.""",
    cat="code_schema_entities",
    note="entities named for one schema",
)
N(
    """def apply_discount(price, code):
    if code == "TEN":
        return price * 0.9
    elif code == "HALF":
        return price * 0.5
    elif code == "FREESHIP":
        return price
    else:
        return price

rewrite this without the if/elif chain, a dict lookup or something cleaner""",
    cat="code_refactor_one",
    note="branches are content, one rewrite",
)
N(
    """Act as a senior code reviewer. Rules:
1. Only comment on correctness and security, not style
2. Quote the line you're commenting on
3. Rate severity low/medium/high
4. End with an overall verdict: approve or request changes

Here's the diff:
- password = request.args.get("pw")
+ password = request.form.get("pw")
+ if password == ADMIN_PASSWORD: session["admin"] = True""",
    cat="prompt_rules_numbered",
    note="numbered rules for one review",
)
N(
    """my k8s pod keeps restarting. kubectl describe says:

  Last State:     Terminated
    Reason:       OOMKilled
    Exit Code:    137
  Restart Count:  14
  Limits:
    memory:  256Mi
  Requests:
    memory:  128Mi

it's a spring boot app. is it just the limit or something else?""",
    cat="config_one_question",
    note="describe output, one question",
)
N(
    """Please write a function in Go that validates a password. It must:
- be at least 12 characters
- contain an uppercase letter, a lowercase letter and a digit
- not contain the username (case-insensitive)
- not be in a small built-in list of common passwords
Return a slice of all the rules that failed, not just the first.""",
    cat="code_requirements_bullets",
    note="validation rules as spec for one function",
)
N(
    """Why does this print [1, 2, 3, 4] twice instead of [1, 2] and [3, 4]?

def add(item, bucket=[]):
    bucket.append(item)
    return bucket

a = add(1); add(2)
b = add(3); add(4)
print(a, b)""",
    cat="code_explain_one",
    note="one 'why' about a snippet",
)
N(
    """Ich habe folgende Fehlermeldungen beim Start von Tomcat:

SEVERE: Error starting static Resources
java.lang.IllegalArgumentException: Document base /opt/app/webapps/shop does not exist
SEVERE: Context [/shop] startup failed due to previous errors

Was muss ich tun, damit die Anwendung wieder startet?""",
    cat="error_log_one_question",
    lang="de",
    note="German: log lines with one cause, one question",
)
N(
    """Tengo este código en JavaScript y quiero que me lo optimices:
- que no recorra el array dos veces
- que no use var
- que devuelva un objeto en vez de un array

function stats(arr) {
  var min = Math.min.apply(null, arr);
  var max = Math.max.apply(null, arr);
  var sum = 0;
  for (var i = 0; i < arr.length; i++) sum += arr[i];
  return [min, max, sum / arr.length];
}""",
    cat="code_fix_bullets",
    lang="es",
    note="Spanish: bullets of changes, one rewrite",
)
N(
    """帮我看看这段代码哪里有问题：
1. 输入负数时死循环
2. 输入0时返回错误结果

def digits(n):
    count = 0
    while n != 0:
        n = n // 10
        count += 1
    return count""",
    cat="code_fix_numbered_symptoms",
    lang="zh",
    note="Chinese: numbered symptoms of one function",
)
N(
    """how do i make this script run every monday at 7am on ubuntu and also log the output somewhere? the script is /home/ravi/bin/report.sh""",
    cat="single_question_and",
    note="cron line and its logging: one setup",
)
# ============================================================================ list: code, errors, snippets
L(
    """I'm new to Rust, a few questions about this snippet:

fn main() {
    let v = vec![1, 2, 3];
    let total: i32 = v.iter().sum();
    let first = &v[0];
    println!("{} {}", total, first);
}

1. ⟦why is the type annotation on total needed?⟧
2. ⟦what does the & do in &v[0]?⟧
3. ⟦is vec! a function or a macro, and what's the difference?⟧""",
    cat="questions_about_code",
    note="independent questions about one snippet",
)
L(
    """Explain each of these errors and how to fix it:

⟦TypeError: Cannot read properties of undefined (reading 'map')⟧
⟦SyntaxError: Unexpected token '<' in JSON at position 0⟧
⟦RangeError: Maximum call stack size exceeded⟧""",
    cat="errors_to_explain",
    note="unrelated JS errors, one per line",
)
L(
    """what do these git commands do?
- ⟦git reset --soft HEAD~1⟧
- ⟦git rebase -i main⟧
- ⟦git cherry-pick 4f2a9c1⟧
- ⟦git reflog⟧""",
    cat="commands_to_explain",
    note="bulleted commands",
)
L(
    """can you explain these python errors one by one? ⟦KeyError: 'price'⟧, ⟦IndentationError: unexpected indent⟧, ⟦ModuleNotFoundError: No module named 'yaml'⟧""",
    cat="errors_inline_commas",
    note="errors inline after a question, commas",
)
L(
    """Convert each of these SQL queries to Django ORM:

1. ⟦SELECT * FROM blog_post WHERE published = true ORDER BY created DESC LIMIT 5;⟧
2. ⟦SELECT author_id, COUNT(*) FROM blog_post GROUP BY author_id;⟧
3. ⟦UPDATE blog_post SET views = views + 1 WHERE id = 42;⟧""",
    cat="sql_queries_each",
    note="independent queries to convert",
)
L(
    """About this function:

def chunks(xs, n):
    return [xs[i:i + n] for i in range(0, len(xs), n)]

⟦What does it return for chunks([1,2,3,4,5], 2)?⟧ ⟦Does it work on strings?⟧ ⟦What happens if n is 0?⟧""",
    cat="questions_about_code",
    note="inline questions after a function",
)
L(
    """Interview prep, give me short answers:
Q1. ⟦What is the difference between a process and a thread?⟧
Q2. ⟦What is a race condition?⟧
Q3. ⟦When would you use a mutex instead of a semaphore?⟧
Q4. ⟦What does volatile mean in Java?⟧""",
    cat="questions_labelled",
    note="Q1-Q4 independent questions",
)
L(
    """Write a one-line docstring for each of these functions:

```python
⟦def is_leap(y): return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)⟧

⟦def clamp(x, lo, hi): return max(lo, min(x, hi))⟧

⟦def flatten(xss): return [x for xs in xss for x in xs]⟧
```""",
    cat="snippets_each",
    note="one-liners in a fence, blank lines between",
)
L(
    """What's the Big-O of each of these?
a) ⟦binary search on a sorted array⟧
b) ⟦inserting at the front of a Python list⟧
c) ⟦looking up a key in a hash map (average)⟧
d) ⟦building a heap from n elements⟧""",
    cat="terms_lettered",
    note="a)-d) independent operations, not options",
)
L(
    """translate these regexes into plain english: ⟦^\\d{3}-\\d{4}$⟧ | ⟦[A-Z][a-z]+⟧ | ⟦(?i)colou?r⟧""",
    cat="snippets_pipes",
    note="regexes separated by pipes",
)
L(
    """Hey! Quick ones about Docker:
⟦whats the difference between CMD and ENTRYPOINT⟧
⟦how do I see logs of a stopped container⟧
⟦can two containers share a volume⟧""",
    cat="questions_lines_nomark",
    note="bare lines, no question marks",
)
L(
    """For each of the following log lines tell me the severity (info/warn/error) and what component it's from:

⟦2026-05-02T10:11:02Z kube-scheduler: 0/3 nodes are available: 3 Insufficient cpu.⟧
⟦2026-05-02T10:11:05Z kubelet: Successfully pulled image "nginx:1.27"⟧
⟦2026-05-02T10:12:40Z etcd: slow fdatasync took 1.9s⟧""",
    cat="log_lines_each",
    note="each log line classified",
)
L(
    """Rate each of these variable names 1-10 and suggest a better one if needed: ⟦tmp2⟧, ⟦userListFilteredByActiveStatus⟧, ⟦x⟧, ⟦is_valid⟧, ⟦dataDataData⟧""",
    cat="names_inline",
    note="names inline after a colon",
)
L(
    """I have a few unrelated questions about our config files:

1) ⟦In a .gitignore, what's the difference between /build and build/ ?⟧
2) ⟦Can a YAML key contain a colon?⟧
3) ⟦Does .editorconfig apply to files in subfolders?⟧""",
    cat="questions_about_config",
    note="1) markers, unrelated config questions",
)
L(
    """Please explain what each shell command does:
```
⟦find . -name "*.tmp" -mtime +3 -delete⟧
⟦tar -czf backup.tgz --exclude=node_modules .⟧
⟦awk -F, '{s+=$3} END {print s}' sales.csv⟧
```""",
    cat="commands_to_explain",
    note="commands in a code fence",
)
L(
    """Fix the syntax error in each of these lines (they're unrelated):
1. ⟦print("total: " + 5)⟧
2. ⟦if x = 3: pass⟧
3. ⟦def f(a, b=1, c): return a⟧""",
    cat="snippets_each",
    note="independent broken lines, each fixed",
)
L(
    """explain each of these HTTP status codes in one sentence
⟦301⟧
⟦304⟧
⟦418⟧
⟦429⟧
⟦503⟧""",
    cat="terms_lines",
    note="bare codes on lines",
)
L(
    """Got three separate questions about my React component:

function Counter() {
  const [n, setN] = useState(0);
  useEffect(() => { document.title = `Clicked ${n}`; });
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}

- ⟦Why does the effect run on every render?⟧
- ⟦Is it OK to call setN(n + 1) twice in one click?⟧
- ⟦How would I test this with React Testing Library?⟧""",
    cat="questions_about_code",
    note="bulleted questions after a component",
)
L(
    """True or False, for each one: ⟦[] == False⟧; ⟦0 == False⟧; ⟦None is None⟧; ⟦"" is ""⟧; ⟦1 is 1.0⟧""",
    cat="snippets_semicolons",
    note="each expression judged on its own",
)
L(
    """Answer these multiple-choice questions (just the letter):

1. ⟦Which keyword defines a function in Python?
a) func
b) def
c) function
d) lambda⟧

2. ⟦What does len("abc") return?
a) 2
b) 3
c) 4
d) error⟧

3. ⟦Which of these is immutable?
a) list
b) dict
c) tuple
d) set⟧""",
    cat="mcq_several",
    note="three MCQs, each question with its options is one item",
)
L(
    """Pop quiz for my class, I need the answers with a one-line explanation:
Q1) ⟦The default port for HTTPS is: (A) 80 (B) 443 (C) 22 (D) 8080⟧
Q2) ⟦DNS translates: (A) IPs to MACs (B) names to IPs (C) ports to services (D) none⟧
Q3) ⟦Which layer does TCP belong to? (A) network (B) transport (C) session (D) link⟧""",
    cat="mcq_several_inline_options",
    note="MCQs with inline options, each one item",
)
L(
    """I'm reviewing a junior's code and want to explain these mistakes separately:
• ⟦catching Exception and doing nothing⟧
• ⟦building SQL with f-strings⟧
• ⟦using == to compare floats⟧
• ⟦a 300-line function called process()⟧
A short paragraph for each please""",
    cat="terms_bullets",
    note="independent mistakes, one paragraph each",
)
L(
    """what do these npm warnings mean?

⟦npm WARN deprecated request@2.88.2: request has been deprecated⟧
⟦npm WARN ERESOLVE overriding peer dependency⟧
⟦npm WARN EBADENGINE Unsupported engine { required: { node: '>=20' } }⟧""",
    cat="errors_to_explain",
    note="unrelated warnings, blank line after the question",
)
L(
    """Erkläre bitte jeden dieser Begriffe kurz: ⟦Dependency Injection⟧, ⟦Race Condition⟧, ⟦Idempotenz⟧ und ⟦Deadlock⟧.""",
    cat="terms_inline",
    lang="de",
    note="German: terms inline, 'und' before the last",
)
L(
    """Explique cada uno de estos errores de Java:
1. ⟦NullPointerException⟧
2. ⟦ConcurrentModificationException⟧
3. ⟦ClassCastException⟧""",
    cat="errors_to_explain",
    lang="es",
    note="Spanish: numbered exception names",
)
L(
    """请分别解释下面几个Linux命令的作用：
⟦chmod 755 run.sh⟧
⟦ps aux | grep java⟧
⟦df -h⟧""",
    cat="commands_to_explain",
    lang="zh",
    note="Chinese: commands on lines",
)
L(
    """["⟦How do I reverse a string in Python?⟧", "⟦What is a generator?⟧", "⟦How do I read a file line by line?⟧"]
answer each of the questions in the list above""",
    cat="questions_json_list",
    note="JSON list first, instruction after",
)
L(
    """| snippet | language? |
|---|---|
| ⟦fmt.Println("hi")⟧ | |
| ⟦console.log("hi")⟧ | |
| ⟦puts "hi"⟧ | |
| ⟦System.out.println("hi");⟧ | |
fill in the language column""",
    cat="table_rows_fill",
    note="table of snippets, each row filled",
)
L(
    """Two separate things: ⟦what does `set -euo pipefail` do in bash⟧, and ⟦why does my `cd` in a script not change the directory of my terminal⟧?""",
    cat="questions_inline_and",
    note="two unrelated questions joined by 'and'",
)
L(
    """Explain these CSS selectors: ⟦div > p⟧ / ⟦a:not(.btn)⟧ / ⟦li:nth-child(2n+1)⟧ / ⟦input[type="email"]⟧""",
    cat="snippets_slashes",
    note="selectors separated by slashes",
)
# ============================================================================ none: math and logic
N(
    """Find all real x such that:
1. x^2 - 5x + 6 > 0
2. x is an integer
3. |x| < 10
How many solutions are there?""",
    cat="math_conditions_numbered",
    note="one problem, conditions that hold together",
)
N(
    """A train leaves city A at 9:00 going 80 km/h. Another leaves city B, 300 km away, at 10:00 going 100 km/h toward A.
a) When do they meet?
b) How far from A is that?
c) How far has the second train gone by then?""",
    cat="math_parts_dependent",
    note="lettered parts that all build on the meeting time",
)
N(
    """Solve the system:
2x + 3y - z = 5
x - y + 2z = 3
3x + y + z = 10""",
    cat="math_system",
    note="one system of equations, not three problems",
)
N(
    """Logic puzzle, I'm stuck:
- There are 5 houses in a row, each a different colour.
- The Norwegian lives in the first house.
- The green house is immediately left of the white one.
- The person in the middle house drinks milk.
- The Dane drinks tea.
- The red house is next to the Norwegian's? no wait, the blue house is next to the Norwegian's.
Who drinks coffee? (I know this is incomplete, just tell me how far you can get)""",
    cat="puzzle_clues",
    note="clues of one puzzle as bullets",
)
N(
    """Prove that the square root of 2 is irrational. Please structure it as:
Step 1: assume the opposite
Step 2: write it as a fraction in lowest terms
Step 3: derive that both numbers are even
Step 4: conclude the contradiction""",
    cat="proof_steps",
    note="one proof with its steps listed",
)
N(
    """i have these numbers: 14, 22, 9, 31, 22, 17, 40
whats the median and the standard deviation""",
    cat="list_as_context_math",
    note="numbers as data for one computation",
)
N(
    """A bag has 4 red, 5 blue and 6 green marbles. I draw 3 without replacement. What's the probability that:
(i) all three are the same colour""",
    cat="math_single_part",
    note="a numbered part with only one question",
)
N(
    """Three friends split a restaurant bill of $186.
- Ana had the steak ($42) and two beers ($7 each)
- Ben had pasta ($24) and wine ($11)
- Chloe had a salad ($16)
The rest was shared appetizers and dessert, split evenly. Tip 18% on the total, split in proportion to what each ate. How much does each pay?""",
    cat="math_word_problem_bullets",
    note="bullets of one bill, one computation",
)
N(
    """Given f(x) = 3x^2 - 2x + 1:
1) find f'(x)
2) find where f'(x) = 0
3) use that to find the minimum value of f""",
    cat="math_parts_dependent",
    note="each step uses the one before",
)
N(
    """Which of these numbers is the odd one out and why? 2, 3, 5, 9, 11, 13""",
    cat="odd_one_out",
    note="one choice among listed numbers",
)
N(
    """Knights always tell the truth and knaves always lie. You meet A, B and C.
A says: "B is a knave."
B says: "A and C are the same type."
C says nothing.
What is C?""",
    cat="puzzle_clues",
    note="statements as clues for one answer",
)
N(
    """Rank these sorting algorithms by average time complexity, fastest first: bubble sort, merge sort, insertion sort, quicksort, heap sort""",
    cat="rank_options",
    note="one ranking of listed items",
)
N(
    """Let me know if my proof is correct:

Claim: the sum of two odd numbers is even.
1. Let a = 2m + 1 and b = 2n + 1.
2. Then a + b = 2m + 2n + 2.
3. = 2(m + n + 1).
4. So a + b is even.""",
    cat="proof_steps",
    note="numbered proof lines, one check",
)
N(
    """Optimization problem: maximize P = 3x + 5y subject to
x + 2y <= 14
3x - y >= 0
x - y <= 2
x, y >= 0""",
    cat="math_conditions_lines",
    note="constraints of one linear program",
)
N(
    """what is (17 * 23) + (144 / 12) - 3^4 ? show the steps""",
    cat="math_single_expression",
    note="one expression with several operations",
)
N(
    """A rectangle's length is 3 cm more than twice its width. Its perimeter is 54 cm.
Find:
- the width
- the length
- the area""",
    cat="math_parts_dependent",
    note="three asks that share one computation",
)
N(
    """In a class of 30 students, 18 play football, 12 play basketball and 5 play both. How many play neither? Draw the Venn diagram in text if you can.""",
    cat="math_word_problem",
    note="one word problem",
)
N(
    """Is this argument valid?
Premise 1: All cats are mammals.
Premise 2: Some mammals can swim.
Conclusion: Some cats can swim.""",
    cat="logic_premises",
    note="labelled premises, one judgement",
)
N(
    """Which is bigger: 2^100, 100^10, or 10^30? no calculator""",
    cat="compare_choose_math",
    note="compare three numbers",
)
N(
    """Sudoku row help. The row has 5 _ 3 _ 7 _ 1 _ 9, the column of the first blank has 2, 4 and 8 in it, the box has 6. What goes in the first blank?""",
    cat="puzzle_single",
    note="puzzle constraints, one cell",
)
N(
    """Calculate the monthly payment for a mortgage:
- principal: 320,000 EUR
- annual rate: 3.8%
- term: 25 years
- monthly compounding""",
    cat="math_params_bullets",
    note="parameters as bullets, one answer",
)
N(
    """Solve for x, then plug it into the second equation to find y:
3x - 7 = 11
y = x^2 - 2x""",
    cat="math_dependent_equations",
    note="second equation needs the first's answer",
)
N(
    """Multiple choice, which one is correct?
If log2(x) = 5, then x =
A) 10
B) 25
C) 32
D) 64""",
    cat="mcq_single",
    note="one question with options A-D",
)
N(
    """Trouve la dérivée de f(x) = x·e^(2x) puis utilise-la pour trouver les points critiques et dis-moi s'ils sont des minimums ou des maximums.""",
    cat="math_dependent_steps",
    lang="fr",
    note="French: steps that build on each other",
)
N(
    """Решите задачу: в бассейн ведут две трубы. Первая наполняет его за 6 часов, вторая за 4 часа.
1) какую часть бассейна наполняет каждая труба за час?
2) за сколько часов они наполнят бассейн вместе?""",
    cat="math_parts_dependent",
    lang="ru",
    note="Russian: part 2 uses part 1",
)
N(
    """一个数列的前几项是 2, 6, 12, 20, 30，请找出规律并写出第10项。""",
    cat="list_as_context_math",
    lang="zh",
    note="Chinese: sequence terms as data for one question",
)
N(
    """Given these data points (x, y): (1, 2.1), (2, 3.9), (3, 6.2), (4, 7.8), (5, 10.1)
fit a line with least squares and tell me the slope and intercept""",
    cat="list_as_context_math",
    note="points as data for one fit",
)
N(
    """Monty Hall but with 4 doors: you pick one, host opens two empty ones, you can switch to the last closed one. Should you switch? what's the probability of winning each way?""",
    cat="puzzle_single",
    note="one puzzle; the two probabilities are one analysis",
)
N(
    """Check my homework please, is the answer right?

Problem: 15% of a number is 27. What is 40% of the number?
My work:
1) 0.15n = 27
2) n = 180
3) 0.4 * 180 = 72
Answer: 72""",
    cat="math_check_work",
    note="numbered work of one problem",
)
N(
    """i need to get from 1200 kcal to a plan with 40% carbs, 30% protein, 30% fat. how many grams of each? (carbs and protein are 4 kcal/g, fat 9)""",
    cat="math_word_problem",
    note="one computation with three outputs",
)
# ============================================================================ list: math
L(
    """Solve each of these equations (they're separate problems):
1. ⟦2x + 5 = 17⟧
2. ⟦x^2 - 9 = 0⟧
3. ⟦3(x - 4) = 2x + 1⟧
4. ⟦5/x = 2⟧""",
    cat="equations_independent",
    note="independent equations, numbered",
)
L(
    """simplify: ⟦(x^2 - 1)/(x - 1)⟧, ⟦sqrt(50)⟧, ⟦2^3 * 2^5⟧""",
    cat="equations_inline",
    note="independent expressions inline",
)
L(
    """Homework, each is separate:
a) ⟦What is 15% of 240?⟧
b) ⟦Convert 3/8 to a decimal.⟧
c) ⟦Round 4.6782 to two decimal places.⟧
d) ⟦What is the LCM of 12 and 18?⟧""",
    cat="math_questions_lettered",
    note="lettered but independent",
)
L(
    """Differentiate:
- ⟦sin(x)cos(x)⟧
- ⟦ln(x^2 + 1)⟧
- ⟦e^(3x) / x⟧""",
    cat="equations_bullets",
    note="three derivatives, bullets",
)
L(
    """Quick math check: ⟦is 221 prime?⟧ ⟦what's 17 squared?⟧ ⟦how many seconds in a week?⟧""",
    cat="math_questions_inline",
    note="three unrelated questions, no separators but question marks",
)
L(
    """Integrate each one:

⟦∫ x e^x dx⟧

⟦∫ 1/(x^2 + 4) dx⟧

⟦∫ cos^2(x) dx⟧""",
    cat="equations_blank_lines",
    note="integrals separated by blank lines",
)
L(
    """Are these statements true or false? Give a one-line reason for each.
1. ⟦Every square is a rectangle.⟧
2. ⟦The sum of the angles in a triangle is 360°.⟧
3. ⟦0 is an even number.⟧
4. ⟦π is exactly 22/7.⟧""",
    cat="statements_true_false",
    note="independent statements",
)
L(
    """Answer these (multiple choice, explain briefly):

Question 1: ⟦What is the value of 3! ?
A. 3  B. 6  C. 9  D. 27⟧

Question 2: ⟦Which is a prime number?
A. 21  B. 27  C. 29  D. 33⟧""",
    cat="mcq_several",
    note="two MCQs with 'Question N:' labels",
)
L(
    """Resuelve cada problema por separado:
1) ⟦¿Cuánto es el 20% de 350?⟧
2) ⟦Si un coche recorre 180 km en 2 horas, ¿cuál es su velocidad media?⟧
3) ⟦¿Cuál es el área de un círculo de radio 3?⟧""",
    cat="math_questions_numbered",
    lang="es",
    note="Spanish: independent word problems",
)
L(
    """Löse diese Gleichungen: ⟦4x - 3 = 9⟧; ⟦x² = 49⟧; ⟦2^x = 32⟧""",
    cat="equations_inline",
    lang="de",
    note="German: equations with semicolons",
)
L(
    """Factor each polynomial | ⟦x^2 + 5x + 6⟧ | ⟦x^2 - 16⟧ | ⟦2x^2 + 7x + 3⟧""",
    cat="equations_pipes",
    note="pipes between polynomials",
)
L(
    """my kid's worksheet, can you check each answer?
⟦7 x 8 = 54⟧
⟦63 / 9 = 7⟧
⟦125 - 68 = 57⟧
⟦14 + 29 = 43⟧""",
    cat="check_each_line",
    note="each line checked on its own",
)
# ============================================================================ none: one structured task
N(
    """Write a cover letter for a junior data analyst role at Fernhill Logistics. Points to cover:
1. my MSc in statistics from Leeds
2. the internship at a retail chain where I built weekly sales dashboards
3. I know SQL, Python and Power BI
4. why logistics interests me
Keep it under 350 words.""",
    cat="cover_letter_points",
    note="numbered points of one letter",
)
N(
    """Turn these bullet points into one paragraph for our newsletter:
- new office opens in Porto on 3 March
- 12 people moving there, 20 new hires planned
- open house on 7 March, snacks provided
- contact Marta for parking passes""",
    cat="bullets_to_paragraph",
    note="bullets into one paragraph",
)
N(
    """summarize these meeting notes in 5 lines max:

- Q3 budget approved, but marketing cut by 10%
- Jonas to hire 2 backend devs, start Oct
- launch of v4 moved from Sept 15 to Oct 1 (QA backlog)
- customer churn up 1.2 pts, mostly SMB plan
- next all-hands Nov 3""",
    cat="summarize_notes",
    note="notes as one text to summarize",
)
N(
    """Combine these into one polite email to the landlord:
1. the kitchen tap has been dripping for 2 weeks
2. the heating in the bedroom doesn't turn on
3. I'll be away 12-19 May so any visit should be before or after
4. ask if he got my rent transfer for April""",
    cat="combine_into_email",
    note="points combined into one email",
)
N(
    """Write a short story (about 600 words) with these elements:
• a lighthouse keeper who hasn't spoken in years
• a stranded dolphin
• a storm
• an ending that's hopeful but not happy""",
    cat="story_elements",
    note="bulleted elements of one story",
)
N(
    """Essay prompt: "Should homework be banned in primary schools?"
Requirements:
- 5 paragraphs
- intro with a clear thesis
- two arguments for, one against with a rebuttal
- cite at least one study (can be general)
- formal tone, British spelling""",
    cat="essay_requirements",
    note="requirements of one essay",
)
N(
    """You are a customer support assistant for Brightline Internet. Follow these rules:
1. Always greet the customer by name.
2. Never promise a refund; say you will escalate.
3. Keep answers under 120 words.
4. If the customer mentions an outage, give the status page link.
5. End every reply with "Anything else I can help with?"
Customer message: "hi, my name is Tomasz, internet has been down since last night, i want money back\"""",
    cat="prompt_rules_numbered",
    note="numbered rules and one message to answer",
)
N(
    """Plan a 4 day trip to Lisbon for me and my partner. Constraints:
- budget around 1200 EUR total without flights
- she's vegetarian
- I can't do a lot of walking uphill (knee)
- we want one day trip outside the city
- no tourist-trap fado shows""",
    cat="plan_constraints",
    note="constraints of one itinerary",
)
N(
    """Role-play: you are Captain Ilse Varga, a retired airship pilot. Character traits:
- gruff but kind
- speaks in short sentences
- obsessed with weather
- never talks about the crash in '09 unless pushed
Stay in character. I walk into your workshop and ask if you're still taking apprentices.""",
    cat="roleplay_traits",
    note="character traits listed, one role-play",
)
N(
    """Help me write a toast for my sister's wedding. Stuff to mention:
the time she drove 8 hours to get me from the airport, how she met Daniel at a pottery class, her terrible puns, and that our dad would have loved this day. 2 minutes long, funny but with one emotional bit.""",
    cat="speech_points_inline",
    note="points inline for one speech",
)
N(
    """Write a product description for our new water bottle. Features:
- 750 ml
- keeps cold 24h / hot 12h
- leak-proof lid
- dishwasher safe
- 6 colours
Tone: playful, for Instagram.""",
    cat="product_features",
    note="features of one product description",
)
N(
    """I want a weekly workout plan. Details:
age 41, male, desk job
can train mon, wed, fri, sat (45 min each)
goal: lose 6 kg and fix my posture
have dumbbells and a pull-up bar at home
bad lower back so no heavy deadlifts""",
    cat="plan_constraints",
    note="facts on lines for one plan",
)
N(
    """Rewrite this paragraph so that:
1) it's under 80 words
2) it uses active voice
3) it sounds less corporate

"It has been decided by the management team that, effective immediately, all requests for remote work arrangements will be subject to a review process that will be conducted by the respective department heads in accordance with the updated policy guidelines.\"""",
    cat="rewrite_constraints",
    note="numbered constraints on one rewrite",
)
N(
    """Create a system prompt for a chatbot that helps students learn Spanish. It should:
- correct mistakes gently
- reply mostly in Spanish but explain grammar in English
- adapt to the student's level (A1-B2)
- suggest one new word per conversation
- never do homework for them""",
    cat="prompt_engineering_bullets",
    note="behaviours for one system prompt",
)
N(
    """Write a LinkedIn post announcing I'm leaving Pellham & Co after 6 years. Include: thanks to my team, the 3 projects I'm proudest of (the billing migration, the mentoring program, the Berlin office launch), and that I'm joining a climate startup. Not cringe please""",
    cat="single_task_named_topics",
    note="one post naming several topics",
)
N(
    """Make these notes into a proper incident report:

14:02 alerts for payment latency > 2s
14:05 on-call (Priya) acknowledges
14:11 found: db connection pool exhausted after deploy 1.42
14:18 rollback started
14:26 latency back to normal
follow up: add pool size to deploy checklist""",
    cat="notes_to_document",
    note="timeline lines into one report",
)
N(
    """Write a poem about autumn in the city. Rules:
1. exactly 4 stanzas
2. each stanza 4 lines
3. rhyme scheme ABAB
4. mention a bus, a coffee cup and a pigeon somewhere""",
    cat="poem_rules",
    note="rules of one poem",
)
N(
    """Draft a reply to this customer complaint covering: an apology, the replacement being shipped today, the tracking number TRK-88123, and a 15% voucher code SORRY15.

"I got the lamp and the base is cracked. This was a birthday present and now it's ruined. Very disappointed." - Helen""",
    cat="reply_points",
    note="points to cover in one reply",
)
N(
    """Write a job ad for a part-time barista.
Must mention:
- 20 h/week, weekends required
- 13.50/h plus tips
- experience with latte art is a plus
- apply by emailing jobs@kettleandgrind.ie""",
    cat="job_ad_points",
    note="points of one job ad",
)
N(
    """I need a lesson plan for a 50-minute class on photosynthesis for 12 year olds. It should include a warm-up question, a short explanation, a hands-on activity with leaves, and an exit ticket.""",
    cat="lesson_plan_parts",
    note="parts of one lesson plan inline",
)
N(
    """Here are my notes from three interviews with users. Write one summary of the common pain points:

User 1: hates that export to Excel loses formatting; uses the app daily
User 2: export is fine, but sharing a report needs too many clicks
User 3: wants dark mode; also complains about sharing""",
    cat="summarize_notes",
    note="three notes, one combined summary",
)
N(
    """Write a wedding invitation text. Details:
Names: Sofia Reyes & Malik Osei
Date: Saturday 14 June 2027, 3 pm
Place: Old Mill Barn, Hexham
RSVP by 1 May to sofiaandmalik@gmail.com
Dress code: summer garden""",
    cat="details_for_one_text",
    note="labelled details, one invitation (not fields to extract)",
)
N(
    """Create a D&D villain for my campaign with:
- name
- motivation
- a secret
- a signature spell
- how the players first hear of them""",
    cat="single_task_parts",
    note="parts of one character to create",
)
N(
    """Write one email to the team that covers all of these:
the office is closed on Friday, the new VPN has to be installed by Monday, Q2 reviews start next week, and pizza on Thursday for Ahmed's farewell.""",
    cat="combine_into_email",
    note="topics inline combined into one email",
)
N(
    """Prompt rules for the image generator, please turn them into one well-written prompt:
- a fox in a library
- watercolor style
- warm evening light
- no text in the image
- 16:9""",
    cat="prompt_engineering_bullets",
    note="bullets into one prompt",
)
N(
    """I want you to act as my therapist for a role-play exercise. Your approach:
1. ask open questions
2. reflect back what I say
3. don't give advice unless I ask
4. keep responses short
Let's start: I've been feeling overwhelmed at work.""",
    cat="roleplay_rules",
    note="numbered rules then one turn",
)
N(
    """Write a eulogy for my grandfather Henryk. Things about him:
- carpenter for 45 years
- built every bookshelf in our house
- sang loudly and badly in church
- taught me to fish at Lake Wigry
- married to Grandma Zofia for 58 years
around 4 minutes, warm, a bit of humour""",
    cat="speech_points_bullets",
    note="facts listed for one eulogy",
)
N(
    """Write the 'About us' page for a bakery. Use this info:
founded 1998 by two sisters | sourdough is the specialty | everything baked before 6 am | flour from a local mill | closed on Mondays""",
    cat="details_pipes",
    note="pipe-separated facts for one page",
)
N(
    """Make a single README section called "Getting started" out of these steps, with proper markdown:
clone the repo
copy .env.example to .env
run make setup
run make dev and open localhost:3000""",
    cat="steps_to_document",
    note="steps of one procedure into one section",
)
N(
    """Schreib mir bitte eine Bewerbung als Pflegefachkraft. Folgende Punkte sollen rein:
- 8 Jahre Erfahrung auf der Intensivstation
- Zusatzqualifikation Palliativpflege
- Umzug nach Freiburg geplant
- Teilzeit 30 Stunden gewünscht""",
    cat="cover_letter_points",
    lang="de",
    note="German: points of one application letter",
)
N(
    """Rédige un e-mail à mon propriétaire qui regroupe ces trois points : la fuite sous l'évier, le radiateur de la chambre qui ne chauffe plus, et ma demande de report du loyer de quelques jours.""",
    cat="combine_into_email",
    lang="fr",
    note="French: three points in one email",
)
N(
    """Escribe un cuento corto para niños de 6 años con estos personajes: una tortuga que quiere volar, un búho despistado y una nube que habla. Que tenga moraleja.""",
    cat="story_elements",
    lang="es",
    note="Spanish: characters of one story",
)
N(
    """以下是我这周的工作内容，请帮我整理成一段周报：
- 完成了登录页面的改版
- 修复了3个支付相关的bug
- 参加了新员工培训
- 下周计划：开始做订单导出功能""",
    cat="bullets_to_paragraph",
    lang="zh",
    note="Chinese: bullets into one weekly report",
)
N(
    """Напиши поздравление коллеге с днём рождения. Что упомянуть:
1. она всегда помогает новичкам
2. любит горы и походы
3. лучший пирог с вишней в офисе""",
    cat="speech_points_numbered",
    lang="ru",
    note="Russian: points of one greeting",
)
N(
    """Escreva um post para o Instagram da nossa loja de plantas anunciando: promoção de 20% em suculentas, novo horário aos domingos (10h-16h) e o workshop de terrários no dia 22.""",
    cat="single_task_named_topics",
    lang="pt",
    note="Portuguese: three announcements in one post",
)
N(
    """以下の条件でキャッチコピーを1つ考えてください：
・20代女性向け
・オーガニックのシャンプー
・15文字以内""",
    cat="single_task_constraints",
    lang="ja",
    note="Japanese: constraints on one slogan",
)
# ============================================================================ none: a list as context for one question
N(
    """here are my symptoms:
- headache for 3 days, worse in the morning
- stiff neck
- mild fever (37.9)
- light hurts my eyes
what could it be? should i go to the ER""",
    cat="list_as_context_symptoms",
    note="symptoms listed, one question",
)
N(
    """Things in my fridge: eggs, half an onion, spinach, feta, leftover rice, 2 tortillas, a lime. What can I make for dinner in 20 min?""",
    cat="list_as_context_food",
    note="ingredients as context",
)
N(
    """My car does these things:
1. squeals when I brake in the morning
2. the steering wheel shakes above 100 km/h
3. the squeal goes away after 10 minutes of driving
Is this one problem or should I be worried? It's a 2015 Golf.""",
    cat="list_as_context_symptoms",
    note="numbered symptoms, one diagnosis",
)
N(
    """I have these job offers:
- Offer A: 62k, fully remote, startup, equity
- Offer B: 71k, hybrid 3 days, big bank
- Offer C: 58k, 4-day week, NGO
I value work-life balance most but have a mortgage. Which should I take?""",
    cat="compare_choose",
    note="options listed, one choice",
)
N(
    """my plants:
monstera - yellow leaves at the bottom
pothos - fine
fiddle leaf fig - dropping leaves
snake plant - fine
they're all by the same north window and I water once a week. what am I doing wrong?""",
    cat="list_as_context_plants",
    note="plant lines as context, one question",
)
N(
    """These are the courses I've taken so far: Calculus I, Calc II, Linear Algebra, Intro to Programming, Data Structures, Discrete Math, Statistics I. Am I ready for a graduate machine learning course or what am I missing?""",
    cat="list_as_context",
    note="course list as context",
)
N(
    """Packing list for 10 days in Iceland in October:
- rain jacket
- 2 fleece
- hiking boots
- swimsuit
- 5 t-shirts
- jeans
anything important missing?""",
    cat="list_as_context",
    note="list to review as a whole",
)
N(
    """Here's my monthly budget:
rent 1150
groceries 420
car loan 310
insurance 95
subscriptions 64
eating out 280
take-home pay is 2900. how much can i realistically save and where should i cut?""",
    cat="list_as_context_budget",
    note="budget lines as data for one question",
)
N(
    """The candidates' CVs (short):
1. Mira: 6 yrs Java, led a team of 4, no cloud experience
2. Oskar: 3 yrs Go, AWS certified, open source maintainer
3. Lena: 8 yrs Python/Django, freelance, wants part-time
We need a backend lead for a small AWS-based team. Who would you interview first?""",
    cat="compare_choose",
    note="numbered candidates, one choice",
)
N(
    """These are the error codes my dishwasher showed this week: E15, then E24, then E15 again. It's a Bosch. What's wrong with it?""",
    cat="list_as_context_errors",
    note="codes as evidence for one diagnosis",
)
N(
    """my baby (7 months) eats:
breakfast - oatmeal with banana
lunch - pureed carrots + chicken
snack - yogurt
dinner - breast milk only
is that enough iron?""",
    cat="list_as_context_food",
    note="menu as context, one question",
)
N(
    """Given the following facts:
1. All employees in Sales report to Maria.
2. Tom reports to Maria.
3. Some people who report to Maria are in Marketing.
Can we conclude that Tom is in Sales?""",
    cat="logic_premises",
    note="numbered facts, one conclusion",
)
N(
    """I'm getting these warnings on my laptop battery report:
Design capacity: 56,000 mWh
Full charge capacity: 31,200 mWh
Cycle count: 812
Should I replace the battery?""",
    cat="list_as_context_readings",
    note="readings as context, one yes/no",
)
N(
    """Reviews of my cafe from last month:
"coffee great, staff rude"
"loved the croissants but waited 20 min"
"too loud to work here"
"best flat white in town"
Based on these, what's the ONE thing I should fix first?""",
    cat="list_as_context_reviews",
    note="reviews as evidence, one recommendation",
)
N(
    """Mis síntomas: dolor de garganta, tos seca, cansancio y he perdido el olfato desde ayer. ¿Debería hacerme una prueba?""",
    cat="list_as_context_symptoms",
    lang="es",
    note="Spanish: symptoms inline, one question",
)
N(
    """Meine Zutaten: Kartoffeln, Lauch, Sahne, Speck, ein Ei. Was kann ich daraus kochen?""",
    cat="list_as_context_food",
    lang="de",
    note="German: ingredients, one question",
)
N(
    """Voici les tâches de ma semaine :
- rendre le rapport lundi
- deux réunions mardi
- dentiste mercredi matin
- formation jeudi toute la journée
Comment je peux organiser mon temps pour avancer aussi sur mon mémoire ?""",
    cat="list_as_context_schedule",
    lang="fr",
    note="French: tasks as context for one plan",
)
# ============================================================================ none: compare, choose, rank
N(
    """Which is better for a beginner photographer: Sony a6400, Canon R50, or Fujifilm X-T30 II? I shoot mostly street and travel.""",
    cat="compare_choose",
    note="three products, one choice",
)
N(
    """Rank these in order of how healthy they are for breakfast:
1. granola with yogurt
2. white toast with jam
3. two boiled eggs
4. a banana smoothie
5. a croissant""",
    cat="rank_options",
    note="numbered options to rank",
)
N(
    """What's the difference between a Roth IRA, a traditional IRA, and a 401k?""",
    cat="compare_terms",
    note="one comparison of three terms",
)
N(
    """Postgres vs MySQL vs SQLite for a small SaaS with ~500 users, which one and why""",
    cat="compare_choose",
    note="vs-joined options",
)
N(
    """Please pick the best title for my blog post about budgeting for students:
a) "Money 101 for Broke Students"
b) "How I Saved $3,000 on a Student Loan"
c) "The Student Budget That Actually Works"
d) "Stop Being Poor: A Guide\"""",
    cat="compare_choose",
    note="lettered titles, one pick",
)
N(
    """Put these events in chronological order: the fall of the Berlin Wall, the moon landing, the invention of the World Wide Web, the end of World War II, the first iPhone""",
    cat="order_events",
    note="one ordering",
)
N(
    """Compare these three laptops for video editing and tell me which to get:

| model | CPU | RAM | GPU | price |
|---|---|---|---|---|
| Vektor 15 | i7-13700H | 32 GB | RTX 4060 | 1490 |
| Airline Pro | M3 Pro | 18 GB | integrated | 2199 |
| Slate X | Ryzen 9 7940HS | 16 GB | RTX 4050 | 1290 |""",
    cat="compare_table",
    note="table rows compared, one choice",
)
N(
    """Which of these is NOT a renewable energy source?
- solar
- wind
- natural gas
- geothermal""",
    cat="mcq_single",
    note="one question with bulleted options",
)
N(
    """Should I learn French, Spanish or Mandarin? I live in Canada and work in hospitality.""",
    cat="compare_choose",
    note="three options, one recommendation",
)
N(
    """Between these three names for my dog, which one fits a small grumpy terrier best? Biscuit, Colonel, Pickles""",
    cat="compare_choose",
    note="names listed for one choice",
)
N(
    """Sort these by population, biggest first: Nigeria, Brazil, Japan, Indonesia, Mexico""",
    cat="rank_options",
    note="one sorting",
)
N(
    """Was ist der Unterschied zwischen Festgeld, Tagesgeld und ETF-Sparplan?""",
    cat="compare_terms",
    lang="de",
    note="German: one comparison",
)
N(
    """iPhone 15 ou Pixel 8 ou Galaxy S24, lequel tu me conseilles pour les photos de nuit ?""",
    cat="compare_choose",
    lang="fr",
    note="French: choice among three",
)
N(
    """以下哪个城市最适合周末短途旅行？杭州、苏州、南京、黄山。我住在上海，喜欢自然风景。""",
    cat="compare_choose",
    lang="zh",
    note="Chinese: choose one city",
)
# ============================================================================ none: one multiple-choice question
N(
    """Q: Which organelle is known as the powerhouse of the cell?
a) nucleus
b) ribosome
c) mitochondria
d) golgi apparatus""",
    cat="mcq_single",
    note="one Q with options a-d",
)
N(
    """help me with this one question from my exam prep, i think its B but not sure

A patient on warfarin should avoid large amounts of which food?
A. bananas
B. spinach
C. white rice
D. chicken""",
    cat="mcq_single",
    note="one MCQ with chat around it",
)
N(
    """What is the capital of Australia? (a) Sydney (b) Melbourne (c) Canberra (d) Perth""",
    cat="mcq_single_inline",
    note="one MCQ inline",
)
N(
    """Choose the correct sentence:
1. She don't like coffee.
2. She doesn't likes coffee.
3. She doesn't like coffee.
4. She not like coffee.""",
    cat="mcq_single",
    note="numbered options of one question",
)
N(
    """¿Cuál es la respuesta correcta? El agua hierve a nivel del mar a: a) 90 °C b) 100 °C c) 110 °C d) 120 °C""",
    cat="mcq_single_inline",
    lang="es",
    note="Spanish: one MCQ",
)
# ============================================================================ none: dependent steps
N(
    """First find out what the population of Canada was in 2020, then use that to work out how many doctors per 1000 people there are if there are 96,000 doctors.""",
    cat="dependent_steps",
    note="second step uses the first",
)
N(
    """1. Read the CSV at data/sales.csv
2. Drop rows where amount is empty
3. Group by region and sum amount
4. Plot the result as a bar chart
Write this in pandas please""",
    cat="dependent_steps_code",
    note="pipeline steps, one script",
)
N(
    """Translate this sentence to German and then back to English so I can see what changes: "The early bird catches the worm, but the second mouse gets the cheese.\"""",
    cat="dependent_steps",
    note="round-trip translation, one sentence",
)
N(
    """Summarize the article below in 3 bullet points, then write a tweet based on your summary.

Article: City council voted 7-2 on Tuesday to turn the Harbour Street car park into a public park by 2028. The plan includes 200 new trees, a playground and a covered market. Local shop owners worry about losing parking; the council promises a new garage two streets away.""",
    cat="dependent_steps",
    note="tweet built on the summary",
)
N(
    """Step 1: give me a list of 5 themes for a kids' birthday party
Step 2: pick the one that's cheapest to do at home
Step 3: plan the decorations and games for that one""",
    cat="dependent_steps",
    note="each step feeds the next",
)
N(
    """convert 72 fahrenheit to celsius and then tell me if that's warm enough to swim in a lake""",
    cat="dependent_steps",
    note="judgement depends on the conversion",
)
N(
    """Write a function that parses the log format below, then use it to count how many ERROR lines each service has:

2026-04-01 12:00:01 auth ERROR token expired
2026-04-01 12:00:03 billing INFO invoice sent
2026-04-01 12:00:09 auth ERROR bad password""",
    cat="dependent_steps_code",
    note="count uses the parser",
)
N(
    """Zuerst fasse den Text zusammen, dann übersetze die Zusammenfassung ins Englische:

Die Stadtbibliothek verlängert ab Mai ihre Öffnungszeiten. Montags bis freitags ist sie künftig bis 21 Uhr geöffnet, samstags bis 18 Uhr. Außerdem gibt es einen neuen Lesesaal für Studierende.""",
    cat="dependent_steps",
    lang="de",
    note="German: translate the summary",
)
# ============================================================================ none: chit-chat and single questions
N(
    """hey how's it going? bored at work lol. what's something interesting i can learn in 5 minutes""",
    cat="chitchat",
    note="small talk and one ask",
)
N(
    """Good morning! Did you sleep well? Haha I know you don't sleep. Anyway, what's a good breakfast that isn't cereal?""",
    cat="chitchat",
    note="rhetorical questions then one real one",
)
N(
    """you're honestly so helpful, thank you!! you saved my presentation""",
    cat="chitchat",
    note="thanks, no task",
)
N(
    """I've been thinking... is it weird to move back in with my parents at 29? Everyone says it's fine but I feel like a failure. What would you do?""",
    cat="chitchat_advice",
    note="several question marks around one ask for advice",
)
N(
    """ok so. my cat knocked over my coffee. onto my keyboard. at 8am. before a meeting. how's your day going""",
    cat="chitchat",
    note="fragments and a greeting",
)
N(
    """Passage: The Koba river rises in the Halden hills and flows 212 km east to the sea at Marren. Its main tributaries are the Ilse and the Vetter. A dam at Tornby, built in 1964, supplies power to about 40,000 homes.

Question: What supplies power to the homes near the Koba river?""",
    cat="single_question_passage",
    note="passage then one question",
)
N(
    """Read this email from my boss and tell me if she's angry at me:

"Hi Jonas, I noticed the report wasn't in the shared folder this morning. Can you let me know where it is? Also, please cc me on client emails going forward. Thanks, Eva\"""",
    cat="single_question_passage",
    note="pasted email with questions inside, one question about it",
)
N(
    """What are the 7 continents?""",
    cat="fixed_set",
    note="a fixed set, one answer",
)
N(
    """Name the planets of the solar system in order from the sun.""",
    cat="fixed_set",
    note="one fixed ordered set",
)
N(
    """oi tudo bem? estou entediado, me conta uma curiosidade sobre polvos""",
    cat="chitchat",
    lang="pt",
    note="Portuguese: greeting and one ask",
)
N(
    """Salut ! Tu vas bien ? Moi je suis crevé aujourd'hui. Tu as un conseil pour rester concentré l'après-midi ?""",
    cat="chitchat",
    lang="fr",
    note="French: greetings then one question",
)
N(
    """ciao! come stai? oggi piove tantissimo qui a Milano. mi consigli un film da vedere stasera?""",
    cat="chitchat",
    lang="it",
    note="Italian: small talk and one ask",
)
# ============================================================================ list: emails, messages, reviews to handle one by one
L(
    """Can you draft a reply to each of these emails? They're from different customers.

Email 1:
⟦Hi, I was charged twice for order #5521. Can you refund one of them? - Paula⟧

Email 2:
⟦Hello, does the Aria desk lamp come with a bulb? Thinking of ordering two. Regards, Femi⟧

Email 3:
⟦My package says delivered but it's not here. What now?? Kev⟧""",
    cat="emails_each",
    note="separate emails, each answered; labels left out",
)
L(
    """reply to these 3 messages from my tenants, short and friendly:
1. "⟦the washing machine is making a banging noise again⟧"
2. "⟦can I put up shelves in the living room?⟧"
3. "⟦I'll be 3 days late with rent this month, sorry⟧\"""",
    cat="messages_each_quoted",
    note="numbered quoted messages, quotes left out",
)
L(
    """Classify the sentiment of each review (positive/negative/mixed):
- ⟦Battery life is amazing, screen is meh.⟧
- ⟦Stopped working after a week. Avoid.⟧
- ⟦Exactly as described, fast shipping!⟧
- ⟦Not bad for the price but the strap broke.⟧""",
    cat="reviews_classify",
    note="bulleted reviews",
)
L(
    """Write a separate thank-you note for each of these people from my retirement party:
⟦Linda, who organised the whole thing⟧
⟦Marcus, who gave the speech⟧
⟦the IT team, who made the photo slideshow⟧""",
    cat="people_each",
    note="one note per person, lines",
)
L(
    """I got these two emails this morning, answer each one separately for me:

---
⟦From: Greta Holm
Subject: invoice 2291
Hi, the invoice total doesn't match the quote (4,200 vs 3,950). Can you check?⟧
---
⟦From: Paulo Mendes
Subject: meeting
Could we move Thursday's call to Friday 10am?⟧
---""",
    cat="emails_each",
    note="two emails between rules, each its own reply",
)
L(
    """Translate each of these customer messages to English:
1. ⟦Das Paket ist beschädigt angekommen.⟧
2. ⟦¿Hacen envíos a Canarias?⟧
3. ⟦Je voudrais changer l'adresse de livraison.⟧
4. ⟦O produto ainda não chegou.⟧""",
    cat="translate_each",
    note="independent sentences in four languages",
)
L(
    """For each support ticket below, suggest a category (billing, technical, account, other):

TCK-101: ⟦I can't log in since I changed my phone.⟧
TCK-102: ⟦Why was I charged 9.99 this month instead of 4.99?⟧
TCK-103: ⟦The export button does nothing in Safari.⟧""",
    cat="tickets_labelled",
    note="ticket ids left out of the items",
)
L(
    """Rewrite each of these sentences to sound more polite:
⟦Send me the report now.⟧
⟦You're wrong about the deadline.⟧
⟦I don't have time for this meeting.⟧""",
    cat="rewrite_each",
    note="each sentence rewritten on its own",
)
L(
    """Give each of these paragraphs a short title:

⟦Our first year was rough. We had two customers and a leaking roof.⟧

⟦In 2021 we moved to a real office and hired our first engineer, Dani.⟧

⟦Today we serve 3,000 restaurants in four countries.⟧""",
    cat="paragraphs_each",
    note="one title per paragraph",
)
L(
    """Summarize each of these notes separately, one line each:

Note A: ⟦Called the supplier, they can deliver 200 units by the 14th but want 30% upfront.⟧
Note B: ⟦Ines is out sick until Wednesday, her client calls moved to Thursday.⟧
Note C: ⟦Printer on floor 2 is fixed, toner ordered for floor 3.⟧""",
    cat="notes_each",
    note="lookalike of 'summarize these notes': each separately",
)
L(
    """turn each of these bullet points into its own tweet:
* ⟦our app now supports dark mode⟧
* ⟦we cut load times in half⟧
* ⟦new pricing: free tier for students⟧""",
    cat="bullets_each",
    note="lookalike of 'turn bullets into one paragraph': one tweet each",
)
L(
    """Write a one-sentence product description for each: ⟦bamboo toothbrush⟧; ⟦solar phone charger⟧; ⟦reusable coffee cup⟧; ⟦wool running socks⟧""",
    cat="products_semicolons",
    note="products after a colon, semicolons",
)
L(
    """Reply to each of these comments on my YouTube video:
"⟦what mic do you use?⟧"
"⟦this helped me pass my exam, thanks!!⟧"
"⟦you pronounced Worcestershire wrong lol⟧\"""",
    cat="comments_quoted",
    note="quoted comments, quotes left out",
)
L(
    """Fix the grammar in each sentence:
⟦Me and him goes to school together.⟧
⟦Their going to the park tomorrow.⟧
⟦She have three cat.⟧""",
    cat="correct_each",
    note="independent sentences",
)
L(
    """Please answer these HR questions from new staff (they were sent separately):
- ⟦How many vacation days do I get in my first year?⟧
- ⟦Can I carry over unused days?⟧
- ⟦Who do I tell if I'm sick?⟧""",
    cat="questions_bullets",
    note="independent questions with a context line",
)
L(
    """Antworte bitte auf jede dieser Kundenanfragen einzeln:
1. ⟦Wann kommt meine Bestellung?⟧
2. ⟦Kann ich per Rechnung bezahlen?⟧
3. ⟦Gibt es den Mantel auch in Größe 52?⟧""",
    cat="messages_each",
    lang="de",
    note="German: customer questions answered one by one",
)
L(
    """Clasifica cada reseña como positiva o negativa: "⟦Me encantó, volveré⟧", "⟦La comida llegó fría⟧", "⟦El personal fue muy amable⟧\"""",
    cat="reviews_classify",
    lang="es",
    note="Spanish: quoted reviews inline, quotes left out",
)
L(
    """请分别回复下面几条用户留言：
1. ⟦这个App怎么注销账号？⟧
2. ⟦为什么我收不到验证码？⟧
3. ⟦会员可以退款吗？⟧""",
    cat="messages_each",
    lang="zh",
    note="Chinese: messages to reply to separately",
)
L(
    """Traduis chacune de ces phrases en anglais : ⟦Il pleut des cordes.⟧ / ⟦J'ai un chat dans la gorge.⟧ / ⟦Ce n'est pas ma tasse de thé.⟧""",
    cat="translate_each",
    lang="fr",
    note="French: sentences with slashes",
)
# ============================================================================ list: independent questions
L(
    """A few random questions: ⟦how long do you boil an egg for a runny yolk⟧, ⟦is it safe to freeze cooked rice⟧, and ⟦what temperature should chicken be cooked to⟧""",
    cat="questions_inline_commas",
    note="inline questions with commas and 'and'",
)
L(
    """I'm moving to Denmark next month.
⟦Do I need to register my address somewhere?⟧
⟦How does the health card work?⟧
⟦Is it easy to open a bank account without a CPR number?⟧""",
    cat="questions_after_context",
    note="context line then independent questions",
)
L(
    """Read the passage and answer the questions.

The Orlik glacier has lost 38% of its area since 1950. Researchers at the Halvard Institute measure it every August. In 2025 they also found a new meltwater lake on its eastern side.

1. ⟦How much area has the glacier lost since 1950?⟧
2. ⟦When is it measured?⟧
3. ⟦What did researchers find in 2025?⟧""",
    cat="questions_after_passage",
    note="lookalike of a single question after a passage: three",
)
L(
    """Trivia night prep, answers only:
⟦What is the largest desert in the world?⟧ ⟦Who painted The Night Watch?⟧ ⟦How many strings does a standard violin have?⟧ ⟦What element has the symbol Fe?⟧""",
    cat="questions_inline_qmarks",
    note="questions run on after a colon and newline",
)
L(
    """1) ⟦what's the best way to clean a cast iron pan⟧ 2) ⟦can you put a wooden cutting board in the dishwasher⟧ 3) ⟦how often should I sharpen knives⟧""",
    cat="questions_numbered_inline",
    note="1) 2) 3) on one line",
)
L(
    """Also ⟦what time does the museum open on Sundays⟧ and ⟦is there a student discount⟧?""",
    cat="questions_connectors",
    note="leading 'also' and joining 'and' left out",
)
L(
    """Some questions about my Python homework (unrelated to each other):
→ ⟦what does the // operator do⟧
→ ⟦why is 0.1 + 0.2 not 0.3⟧
→ ⟦how do I make a list with 10 zeros⟧""",
    cat="questions_arrows",
    note="arrow markers",
)
L(
    """**Question 1** ⟦What year did the Chernobyl disaster happen?⟧
**Question 2** ⟦What river runs through Vienna?⟧
**Question 3** ⟦Who wrote 'One Hundred Years of Solitude'?⟧""",
    cat="questions_markdown_labels",
    note="bold labels left out",
)
L(
    """i have 2 questions. first, ⟦can i bring a power bank in checked luggage⟧? second, ⟦do i need a visa for a 5 hour layover in doha⟧?""",
    cat="questions_first_second",
    note="'first,' and 'second,' left out",
)
L(
    """For my thesis defense, what would be good answers to these likely questions from the committee?
- ⟦Why did you choose a qualitative method?⟧
- ⟦How do you handle researcher bias?⟧
- ⟦What are the limits of your sample of 14 interviews?⟧""",
    cat="questions_bullets",
    note="independent questions to prepare answers for",
)
L(
    """Q: ⟦How many calories in a banana?⟧
Q: ⟦How much protein in 100 g of tofu?⟧
Q: ⟦Is oat milk high in sugar?⟧""",
    cat="questions_q_labels",
    note="Q: labels left out",
)
L(
    """Ho alcune domande: ⟦quanto costa il biglietto del treno da Roma a Napoli?⟧ ⟦serve prenotare?⟧ ⟦ci sono sconti per studenti?⟧""",
    cat="questions_inline_qmarks",
    lang="it",
    note="Italian: questions inline",
)
L(
    """質問が3つあります。
・⟦日本で運転免許を取るにはどのくらいかかりますか？⟧
・⟦国際免許は何年使えますか？⟧
・⟦外国人でも車を買えますか？⟧""",
    cat="questions_bullets",
    lang="ja",
    note="Japanese: ・ bullets",
)
L(
    """У меня несколько вопросов: ⟦как продлить загранпаспорт?⟧ ⟦сколько это стоит?⟧ ⟦можно ли подать документы онлайн?⟧""",
    cat="questions_inline_qmarks",
    lang="ru",
    note="Russian: three questions inline, no separators but question marks",
)
L(
    """Preguntas rápidas:
- ⟦¿Cuántos días de vacaciones tengo al año?⟧
- ⟦¿Puedo trabajar desde casa los viernes?⟧
- ⟦¿Dónde pido un certificado de empresa?⟧""",
    cat="questions_bullets",
    lang="es",
    note="Spanish: HR questions",
)
L(
    """Perguntas sobre o curso: ⟦quando começam as aulas?⟧; ⟦tem certificado?⟧; ⟦posso pagar parcelado?⟧""",
    cat="questions_semicolons",
    lang="pt",
    note="Portuguese: semicolons",
)
# ============================================================================ fields
F(
    """From each log line below I need: ⟦timestamp⟧, ⟦service⟧, ⟦level⟧ and ⟦message⟧. Return JSON.

2026-04-01 12:00:01 auth ERROR token expired
2026-04-01 12:00:03 billing INFO invoice sent""",
    cat="fields_inline_log",
    note="lookalike of the log-parsing none row: fields to extract",
)
F(
    """Extract the following from the invoice:
- ⟦Invoice Number⟧
- ⟦Issue Date⟧
- ⟦Supplier⟧
- ⟦VAT⟧
- ⟦Total Due⟧

INVOICE 2026-0412 | Hartwell Office Supply Ltd | issued 03/02/2026 | subtotal 410.00 | VAT 82.00 | total due 492.00""",
    cat="fields_titlecase",
    note="Title Case fields before the document",
)
F(
    """fill this in from the email:
{"⟦sender⟧": "", "⟦meeting_date⟧": "", "⟦room⟧": "", "⟦attendees⟧": []}

email: Hi all, let's meet on 9 Oct in room B2.14 - me, Kofi and Aylin. /Sven""",
    cat="fields_json_template",
    note="empty JSON template",
)
F(
    """Parse this job post into ⟦job title⟧ / ⟦company⟧ / ⟦location⟧ / ⟦salary range⟧ / ⟦remote⟧ (yes/no):

Senior QA Engineer at Quillbyte, Tallinn (hybrid). 4,200-5,100 EUR/month. Playwright experience required.""",
    cat="fields_slashes",
    note="slash-joined fields, the (yes/no) format left out",
)
F(
    """From this stack trace give me the ⟦exception type⟧, the ⟦file⟧, the ⟦line number⟧ and the ⟦function name⟧:

Traceback (most recent call last):
  File "/srv/app/jobs.py", line 88, in run_nightly
    total = sum(r.amount for r in rows)
TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'""",
    cat="fields_prose",
    note="lookalike of the traceback none rows: fields from it",
)
F(
    """class Contact(BaseModel):
    ⟦full_name⟧: str
    ⟦email⟧: str | None
    ⟦company⟧: str | None
    ⟦phone⟧: str | None

fill the model from this signature: "Best, Ruth Achterberg | Lumen Dental | ruth.a@lumendental.nl | +31 6 1234 5678\"""",
    cat="fields_pydantic",
    note="pydantic model fields, types left out",
)
F(
    """Aus dem Mietvertrag bitte folgende Angaben: ⟦Vermieter⟧, ⟦Mieter⟧, ⟦Kaltmiete⟧, ⟦Kaution⟧, ⟦Mietbeginn⟧.""",
    cat="fields_inline",
    lang="de",
    note="German: fields inline",
)
F(
    """Extract ⟦patient name⟧, ⟦date of visit⟧, ⟦diagnosis⟧ and ⟦prescribed medication⟧ from these notes:
Pt. Amal Haddad seen 12/05. c/o sore throat x4d. Dx: strep pharyngitis. Rx amoxicillin 500mg tid x10d.""",
    cat="fields_prose",
    note="fields before clinical notes",
)
# ============================================================================ count
C(
    """give me 10 test cases for a login form (email + password), as a table""",
    10,
    cat="count_test_cases",
    note="ten test cases to write",
)
C(
    """Generate 5 multiple-choice questions about photosynthesis for 8th graders, each with 4 options and the answer marked.""",
    5,
    cat="count_mcq",
    note="lookalike of the MCQ rows: five to write",
)
C(
    """Write 3 different versions of this email, from very formal to casual:
"Hi, just checking if you had a chance to look at the proposal.\"""",
    3,
    cat="count_versions",
    note="three variants of one email",
)
C(
    """suggest 8 names for a python library that validates CSV files""",
    8,
    cat="count_names",
    note="eight names",
)
C(
    """I need a dozen interview questions for a junior DevOps role. Mix of Linux, networking and CI.""",
    12,
    cat="count_dozen",
    note="'a dozen' questions to write",
)
C(
    """Come up with seven SQL practice exercises on joins, each with the expected result.""",
    7,
    cat="count_spelled",
    note="spelled count",
)
C(
    """Write 4 short error messages a user might see when uploading a file that's too big, friendly tone""",
    4,
    cat="count_messages",
    note="four messages to write",
)
C(
    """给我写5个关于时间管理的小技巧，每个一句话。""",
    5,
    cat="count_zh",
    lang="zh",
    note="Chinese: five tips",
)
C(
    """Dame 6 ideas de regalo para mi padre que le gusta la jardinería.""",
    6,
    cat="count_es",
    lang="es",
    note="Spanish: six ideas",
)
C(
    """list 15 edge cases I should test for a function that parses dates from user input""",
    15,
    cat="count_edge_cases",
    note="fifteen edge cases",
)
# ============================================================================ list: more lookalikes
L(
    """Write a short bio (2 sentences) for each speaker:
1. ⟦Dr. Noor Aziz, epidemiologist, 15 years at WHO⟧
2. ⟦Felix Brandt, founder of a solar startup in Kiel⟧
3. ⟦Yuki Tanabe, UX researcher and author of "Quiet Interfaces"⟧""",
    cat="people_each",
    note="lookalike of one letter from points: one bio each",
)
L(
    """Write a cover letter opening line for each of these jobs:
- ⟦barista at a specialty coffee shop⟧
- ⟦junior accountant at a law firm⟧
- ⟦summer camp counsellor⟧""",
    cat="jobs_each",
    note="lookalike of one cover letter: one line per job",
)
L(
    """Explain what each of these config options does in postgresql.conf:
⟦shared_buffers = 4GB⟧
⟦work_mem = 64MB⟧
⟦max_connections = 200⟧
⟦wal_level = replica⟧""",
    cat="config_options_each",
    note="lookalike of config-pasted none rows: each option explained",
)
L(
    """what does each flag do: ⟦-v⟧, ⟦-r⟧, ⟦-n⟧, ⟦--dry-run⟧ (for rsync)""",
    cat="terms_inline",
    note="flags inline",
)
L(
    """Define each word in one line: ⟦ephemeral⟧ - ⟦ubiquitous⟧ - ⟦laconic⟧ - ⟦obsequious⟧""",
    cat="terms_dashes",
    note="words separated by ' - '",
)
L(
    """My symptoms are unrelated so please answer each separately:
1. ⟦Is it normal for my ears to pop every time I swallow?⟧
2. ⟦Why do I get a headache after drinking red wine but not white?⟧
3. ⟦Can vitamin D deficiency cause tiredness?⟧""",
    cat="questions_health",
    note="lookalike of symptoms-as-context: separate questions",
)
L(
    """Give me the plural of each: ⟦cactus⟧, ⟦mouse⟧, ⟦criterion⟧, ⟦phenomenon⟧, ⟦octopus⟧""",
    cat="terms_inline",
    note="words inline after a colon",
)
L(
    """Is each of these a valid IPv4 address? ⟦192.168.1.300⟧ ⟦10.0.0.1⟧ ⟦256.1.1.1⟧ ⟦172.16.254.1⟧""",
    cat="snippets_spaces",
    note="addresses separated by spaces",
)
L(
    """Write a haiku for each season: ⟦spring⟧, ⟦summer⟧, ⟦autumn⟧, ⟦winter⟧""",
    cat="terms_inline",
    note="one haiku per season",
)
L(
    """Convert each to Celsius: ⟦98.6°F⟧, ⟦32°F⟧, ⟦451°F⟧""",
    cat="values_inline",
    note="independent conversions",
)
L(
    """Evaluate each expression by hand and show the result:
```
⟦[x * 2 for x in range(4)]⟧
⟦"-".join(["a", "b", "c"])⟧
⟦sorted({3: "c", 1: "a"})⟧
⟦len({1, 1, 2, 3})⟧
```""",
    cat="snippets_each",
    note="independent expressions in a fence",
)
L(
    """Answer both:

⟦Which planet has the most moons?
(a) Jupiter (b) Saturn (c) Uranus (d) Neptune⟧

⟦Which gas makes up most of Earth's atmosphere?
(a) oxygen (b) carbon dioxide (c) nitrogen (d) argon⟧""",
    cat="mcq_several",
    note="two MCQs, each with its options",
)
# ============================================================================ none: lookalikes of the count and list rows
N(
    """Write a story in 5 chapters about a robot who learns to paint. Give each chapter a title.""",
    cat="story_chapters",
    note="one story; its chapters are parts of it",
)
N(
    """write a python function that returns the first 10 prime numbers""",
    cat="code_number_in_task",
    note="a number inside one coding task",
)
N(
    """What are 3 common causes of this error, and which is most likely here?

ERROR 1045 (28000): Access denied for user 'app'@'172.18.0.5' (using password: YES)

the same credentials work from my laptop.""",
    cat="error_log_one_question",
    note="causes ranked for one error, one diagnosis",
)
N(
    """Explain the difference between these three errors, when does each happen: 401 Unauthorized, 403 Forbidden, 407 Proxy Authentication Required""",
    cat="compare_terms",
    note="lookalike of 'explain each code': one comparison",
)
N(
    """Write a 3-paragraph essay on why cities should invest in bike lanes.""",
    cat="essay_number",
    note="paragraph count of one essay",
)
N(
    """Translate this into Spanish, keep the list format:
- Preheat the oven to 180°C.
- Mix the flour and sugar.
- Add the eggs one at a time.
- Bake for 35 minutes.""",
    cat="translate_one_text",
    note="one recipe text translated as a whole",
)
N(
    """here's the transcript of our standup, who is blocked and on what?

Ana: finished the login page, starting on password reset
Bilal: still waiting on the API keys from the vendor
Chen: fixing flaky tests, should be done today
Dara: can't deploy staging until Bilal's thing is sorted""",
    cat="single_question_passage",
    note="transcript as context for one question",
)
N(
    """Find the bug. The function should return True if the string is a palindrome, but it returns True for 'abca'.

def is_pal(s):
    for i in range(len(s) // 2):
        if s[i] == s[-i - 1]:
            return True
    return False""",
    cat="code_fix_one",
    note="one bug in one function",
)
# ============================================================================ long pasted texts (1-2 KB)
N(
    """can someone tell me why my orders endpoint is so slow? it takes 6-9 seconds with ~2000 orders. here's the whole view:

from django.http import JsonResponse
from .models import Order, Customer, Product, Shipment


def orders_view(request):
    data = []
    for order in Order.objects.all():
        customer = Customer.objects.get(id=order.customer_id)
        items = []
        for line in order.lines.all():
            product = Product.objects.get(id=line.product_id)
            items.append(
                {
                    "sku": product.sku,
                    "name": product.name,
                    "qty": line.qty,
                    "price": float(line.price),
                }
            )
        shipment = Shipment.objects.filter(order_id=order.id).first()
        data.append(
            {
                "id": order.id,
                "customer": customer.name,
                "email": customer.email,
                "items": items,
                "total": sum(i["qty"] * i["price"] for i in items),
                "shipped": shipment is not None,
                "tracking": shipment.tracking if shipment else None,
            }
        )
    data.sort(key=lambda d: d["id"], reverse=True)
    return JsonResponse({"orders": data[:50]})

things I already tried:
1. added an index on order.customer_id (no change)
2. ran it with DEBUG=False (a bit faster)
3. bumped gunicorn workers from 2 to 4 (no change for a single request)""",
    cat="long_code_one_question",
    note="long view with numbered attempts, one diagnosis",
)
N(
    """Our nightly backup job failed, full output below. What's the root cause and what should I fix first?

[2026-06-11 02:00:00] backup.sh starting (host db-prod-2)
[2026-06-11 02:00:00] checking free space on /mnt/backup
[2026-06-11 02:00:01] free: 41G, needed (estimate): 38G
[2026-06-11 02:00:01] running pg_dump -Fc -j 4 -d shop -f /mnt/backup/shop_20260611.dump
[2026-06-11 02:31:47] pg_dump: warning: there are circular foreign-key constraints on table "categories"
[2026-06-11 02:58:12] pg_dump: error: could not write to output file: No space left on device
[2026-06-11 02:58:12] pg_dump exited with code 1
[2026-06-11 02:58:12] cleanup: removing partial file /mnt/backup/shop_20260611.dump
[2026-06-11 02:58:14] rotate: keeping last 7 dumps
[2026-06-11 02:58:14] rotate: shop_20260604.dump kept
[2026-06-11 02:58:14] rotate: shop_20260605.dump kept
[2026-06-11 02:58:14] rotate: shop_20260606.dump kept
[2026-06-11 02:58:14] rotate: shop_20260607.dump kept
[2026-06-11 02:58:14] rotate: shop_20260608.dump kept
[2026-06-11 02:58:14] rotate: shop_20260609.dump kept
[2026-06-11 02:58:14] rotate: shop_20260610.dump kept
[2026-06-11 02:58:15] upload: skipped (no new dump)
[2026-06-11 02:58:15] notify: sending failure mail to dba@norrvik.io
[2026-06-11 02:58:16] done with errors

The database grew about 15% last month after we started storing product images as bytea, if that matters.""",
    cat="long_error_log",
    note="long log of one failure, one question",
)
N(
    """Can you turn this email thread into one short summary for my manager, with what was decided and what's still open?

From: Kasia Nowak
To: Tobias Lind; Rhea Menon
Subject: Launch date for the Hungarian site

Hi both, legal says the cookie banner text still needs a Hungarian review. Can we still make 1 September?

From: Tobias Lind
Re: Launch date for the Hungarian site

I think so if the translation agency gets it back by the 20th. Rhea, are the payment methods (OTP, SimplePay) tested?

From: Rhea Menon
Re: Launch date for the Hungarian site

SimplePay yes, OTP not yet, their sandbox was down all week. I'd say we launch with SimplePay only and add OTP later. Also, who owns the customer service phone line? We don't have a Hungarian speaker yet.

From: Kasia Nowak
Re: Launch date for the Hungarian site

Agreed on SimplePay only. I'll ask HR about a temp for customer service. Let's keep 1 September unless the translation is late. Tobias, can you chase the agency?

From: Tobias Lind
Re: Launch date for the Hungarian site

Will do, I'll ping them Monday.""",
    cat="long_thread_summary",
    note="a thread with questions inside, one summary",
)
L(
    """I'm preparing for a job interview at a logistics company and pasted their 'about' page. Please answer these separately:

Verhagen Freight was founded in 1987 in Venlo as a two-truck family business. Today it runs 640 trucks and 11 cross-dock warehouses in the Netherlands, Belgium, Germany and Poland, and employs about 2,300 people. In 2019 it opened an intermodal terminal in Duisburg that moves containers from rail to road, and since 2023 a fifth of its fleet runs on bio-LNG or electric drivetrains. The company's stated goal is to halve its CO2 per tonne-kilometre by 2030 against 2019. Verhagen's largest customers are grocery chains and consumer electronics retailers; it also handles temperature-controlled pharma loads out of its Tilburg site. The current CEO, Marloes Verhagen, is the founder's daughter and took over in 2016. The firm is still privately owned and does not publish full accounts, but reported revenue of about 410 million euros for 2025.

1. ⟦What parts of their business should I mention if I'm applying for a sustainability analyst role?⟧
2. ⟦What's a smart question I could ask about the Duisburg terminal?⟧
3. ⟦Is it a problem that they don't publish full accounts?⟧
4. ⟦How should I pronounce Venlo and Verhagen?⟧""",
    cat="long_passage_questions",
    note="long passage then four separate questions",
)


if __name__ == "__main__":
    main(ROWS, out=OUT, prefix="wb", source=SOURCE)
