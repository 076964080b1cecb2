/**
 * Python programs that the API snapshot and the code-sample check run with `python3 -c`. They parse Python
 * source with Python's own `ast` module, which no TypeScript parser matches for fidelity. Each reads one JSON
 * object on stdin and prints one JSON object on stdout.
 */

/**
 * Reads {source} (btcli's cli.py) and prints the command tree: every path, alias and option spelling, and per
 * option its annotation (`type`) and default (`default`), both as unparsed Python source.
 */
/** `a.b.c` for a Name/Attribute chain, shared by the programs below. */
const DOTTED = String.raw`def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None
`;

export const BTCLI_SNAPSHOT_PROGRAM = String.raw`
import ast, json, sys

data = json.load(sys.stdin)
tree = ast.parse(data["source"])

def const_str(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None

${DOTTED}
def decl_names(arg):
    """Option spellings in one declaration: "--a/--b", " /--yes" (a secondary name only) or *Options.x.param_decls."""
    if isinstance(arg, ast.Starred):
        ref = dotted(arg.value) or ""
        parts = ref.split(".")
        if len(parts) == 3 and parts[0] == "Options" and parts[2] == "param_decls" and parts[1] in shared:
            return list(shared[parts[1]]["names"])
        return []
    s = const_str(arg)
    if s and s.lstrip(" /").startswith("-"):
        return [part.strip() for part in s.split("/") if part.strip()]
    return []

def option_call(node, annotated=False):
    """typer.Option(...) / typer.Argument(...) -> {kind, names, required, default}

    Outside Annotated, the first positional argument is the default (Ellipsis: required) and a call with
    neither a positional nor a default= keyword is required too. Inside Annotated, the parameter's own
    default decides (the caller fills in required and default)."""
    if isinstance(node, ast.Call) and dotted(node.func) in ("typer.Option", "typer.Argument"):
        kind = "argument" if node.func.attr == "Argument" else "option"
        names = []
        for arg in node.args:
            names.extend(decl_names(arg))
        default = None
        required = False
        if not annotated:
            kw = {k.arg: k.value for k in node.keywords}
            first = node.args[0] if node.args and not isinstance(node.args[0], ast.Starred) else None
            if first is not None:
                if isinstance(first, ast.Constant) and first.value is Ellipsis:
                    required = True
                else:
                    default = ast.unparse(first)
            elif "default" in kw:
                default = ast.unparse(kw["default"])
            else:
                required = True
        return {"kind": kind, "names": names, "required": required, "default": default}
    return None

# Options class: attribute -> {kind, names, required, default}
shared = {}
for node in tree.body:
    if isinstance(node, ast.ClassDef) and node.name == "Options":
        for stmt in node.body:
            target = value = None
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                target, value = stmt.targets[0].id, stmt.value
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.value is not None:
                target, value = stmt.target.id, stmt.value
            found = option_call(value) if value is not None else None
            if target and found:
                shared[target] = found

manager = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "CLIManager")
methods = {n.name: n for n in manager.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
init = methods["__init__"]

def is_bool(annotation):
    text = ast.unparse(annotation) if annotation is not None else ""
    return text in ("bool", "Optional[bool]", "typing.Optional[bool]")

def method_options(fn):
    options = []
    args = fn.args.args[1:] if fn.args.args and fn.args.args[0].arg == "self" else fn.args.args  # static methods have no self
    defaults = [None] * (len(args) - len(fn.args.defaults)) + list(fn.args.defaults)
    for arg, default in zip(args, defaults):
        found = None
        annotation = arg.annotation
        if isinstance(annotation, ast.Subscript) and dotted(annotation.value) in ("Annotated", "typing.Annotated"):
            elts = annotation.slice.elts if isinstance(annotation.slice, ast.Tuple) else [annotation.slice]
            annotation = elts[0]
            for extra in elts[1:]:
                found = option_call(extra, annotated=True) or found
            if found is not None:
                found = dict(found, required=default is None, default=ast.unparse(default) if default is not None else None)
        if found is None and default is not None:
            found = option_call(default)
            name = dotted(default) or ""
            if found is None and name.startswith("Options."):
                found = shared.get(name.split(".", 1)[1])
            if found is None and isinstance(default, ast.Call) and dotted(default.func) == "Options.edit_help":
                found = shared.get(const_str(default.args[0]) or "")
        if found is None:
            if annotation is not None and "Context" in ast.unparse(annotation):
                continue
            # Typer turns a plain parameter into an option when it has a default, else into an argument.
            if default is not None:
                found = {"kind": "option", "names": [], "required": False, "default": ast.unparse(default)}
            else:
                found = {"kind": "argument", "names": [], "required": True, "default": None}
        kind, names = found["kind"], list(found["names"])
        flag = is_bool(annotation)
        if kind == "option" and not names:
            base = "--" + arg.arg.rstrip("_").replace("_", "-")
            names = [base, "--no-" + base[2:]] if flag else [base]
        options.append({
            "param": arg.arg,
            "kind": kind,
            "names": list(dict.fromkeys(names)),
            "flag": flag,
            "required": found["required"],
            "type": ast.unparse(annotation) if annotation is not None else None,
            "default": found["default"],
        })
    return options

apps = {"self.app": {"path": []}}
local_apps = {}
groups = []
commands = []
for stmt in ast.walk(init):
    if not isinstance(stmt, ast.Call):
        continue
    func = stmt.func
    # X.add_typer(Y, name="...", hidden=...)
    if isinstance(func, ast.Attribute) and func.attr == "add_typer" and stmt.args:
        parent, child = dotted(func.value), dotted(stmt.args[0])
        kw = {k.arg: k.value for k in stmt.keywords}
        name = const_str(kw.get("name")) if "name" in kw else None
        hidden = isinstance(kw.get("hidden"), ast.Constant) and kw["hidden"].value is True
        if name:
            groups.append({"parent": parent, "child": child, "name": name, "hidden": hidden})
    # X.command("name", hidden=...)(self.method)
    if isinstance(func, ast.Call) and isinstance(func.func, ast.Attribute) and func.func.attr == "command":
        app = dotted(func.func.value)
        name = const_str(func.args[0]) if func.args else None
        kw = {k.arg: k.value for k in func.keywords}
        hidden = isinstance(kw.get("hidden"), ast.Constant) and kw["hidden"].value is True
        target = dotted(stmt.args[0]) if stmt.args else None
        if name and target and target.startswith("self."):
            commands.append({"app": app, "name": name, "hidden": hidden, "method": target[5:]})

# Resolve each app's path(s) from the root: an app can be mounted under several names (aliases).
def paths_of(app, seen=()):
    if app == "self.app":
        return [([], False)]
    out = []
    for g in groups:
        if g["child"] == app and g["parent"] not in seen:
            for parent_path, parent_hidden in paths_of(g["parent"], seen + (app,)):
                out.append((parent_path + [g["name"]], parent_hidden or g["hidden"]))
    return out

result = []
for c in commands:
    fn = methods.get(c["method"])
    if fn is None:
        continue
    options = method_options(fn)
    for path, hidden in paths_of(c["app"]):
        result.append({
            "path": path + [c["name"]],
            "hidden": hidden or c["hidden"],
            "method": c["method"],
            "options": options,
        })
result.sort(key=lambda r: (r["path"], r["hidden"]))
print(json.dumps({"commands": result}))
`;

/**
 * Reads {files: {path: source}, classes: [names], exportFiles: [paths]} and prints, per class, its bases and
 * members (methods with parameters, properties and attributes), plus the names `import bittensor as bt`
 * exposes.
 */
export const SDK_SNAPSHOT_PROGRAM = String.raw`
import ast, json, sys

data = json.load(sys.stdin)
trees = {path: ast.parse(source) for path, source in data["files"].items()}

${DOTTED}
def params_of(fn, drop_first):
    a = fn.args
    out = []
    positional = a.posonlyargs + a.args
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    for index, (arg, default) in enumerate(zip(positional, defaults)):
        if drop_first and index == 0:
            continue
        out.append({
            "name": arg.arg,
            "kind": "positional_only" if arg in a.posonlyargs else "positional_or_keyword",
            "annotation": ast.unparse(arg.annotation) if arg.annotation is not None else None,
            "default": ast.unparse(default) if default is not None else None,
            "required": default is None,
        })
    if a.vararg:
        out.append({"name": a.vararg.arg, "kind": "var_positional", "annotation": None, "default": None, "required": False})
    for arg, default in zip(a.kwonlyargs, a.kw_defaults):
        out.append({
            "name": arg.arg,
            "kind": "keyword_only",
            "annotation": ast.unparse(arg.annotation) if arg.annotation is not None else None,
            "default": ast.unparse(default) if default is not None else None,
            "required": default is None,
        })
    if a.kwarg:
        out.append({"name": a.kwarg.arg, "kind": "var_keyword", "annotation": None, "default": None, "required": False})
    return out

classes = {}
for path, tree in trees.items():
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef) or node.name in classes:
            continue
        members = {}
        for item in node.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                decorators = [dotted(d) or ast.unparse(d) for d in item.decorator_list]
                is_property = any(d in ("property", "cached_property", "functools.cached_property") or d.endswith(".setter") for d in decorators)
                static = "staticmethod" in decorators
                deprecated = any("deprecat" in d.lower() for d in decorators)
                if is_property:
                    members.setdefault(item.name, {"kind": "property"})
                    continue
                if item.name in members and members[item.name].get("kind") == "method":
                    continue  # overloads: keep the first
                members[item.name] = {
                    "kind": "method",
                    "async": isinstance(item, ast.AsyncFunctionDef),
                    "static": static,
                    "deprecated": deprecated,
                    "params": params_of(item, drop_first=not static),
                    "returns": ast.unparse(item.returns) if item.returns is not None else None,
                }
                for sub in ast.walk(item):
                    if isinstance(sub, (ast.Assign, ast.AnnAssign)):
                        targets = sub.targets if isinstance(sub, ast.Assign) else [sub.target]
                        for t in targets:
                            if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
                                members.setdefault(t.attr, {"kind": "attribute"})
            elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                members.setdefault(item.target.id, {"kind": "attribute"})
            elif isinstance(item, ast.Assign):
                for t in item.targets:
                    if isinstance(t, ast.Name):
                        members.setdefault(t.id, {"kind": "attribute"})
        classes[node.name] = {"file": path, "bases": [dotted(b) or ast.unparse(b) for b in node.bases], "members": members}

exports = set()
for path in data["exportFiles"]:
    for node in trees[path].body:
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name != "*":
                    exports.add(alias.asname or alias.name)
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    exports.add(t.id)

# Module-level aliases (NumpyOrTorch = NonTorchMetagraph): the last assignment is the default branch.
aliases = {}
for tree in trees.values():
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Name):
            if node.value.id in classes:
                aliases[node.targets[0].id] = node.value.id
for info in classes.values():
    info["bases"] = [aliases.get(b, b) for b in info["bases"]]

wanted = {}
queue = list(data["classes"])
while queue:
    name = queue.pop()
    if name in wanted or name not in classes:
        continue
    wanted[name] = classes[name]
    queue.extend(b.split(".")[-1] for b in classes[name]["bases"])
print(json.dumps({"classes": wanted, "exports": sorted(exports)}, sort_keys=True))
`;

/**
 * Reads {snapshot: {classes, exports}, blocks: [{id, code}]} and prints {problems: [{id, line, message}],
 * calls}: every call a docs Python block makes on a Subtensor, AsyncSubtensor, Wallet, Metagraph, Balance,
 * Axon, Dendrite or Synapse object, and every `bt.` name, checked against the SDK snapshot.
 */
export const PYTHON_CALL_CHECK_PROGRAM = String.raw`
import ast, json, sys

data = json.load(sys.stdin)
classes = data["snapshot"]["classes"]
exports = set(data["snapshot"]["exports"])
MODULE_NAMES = {"bt", "bittensor"}
CONVENTIONAL = {"subtensor": "Subtensor", "wallet": "Wallet", "metagraph": "Metagraph"}
RESULT_OF = {("Subtensor", "metagraph"): "Metagraph", ("AsyncSubtensor", "metagraph"): "AsyncMetagraph"}

def members(cls, seen=None):
    seen = seen or set()
    if cls not in classes or cls in seen:
        return {}
    seen.add(cls)
    out = {}
    for base in classes[cls]["bases"]:
        out.update(members(base.split(".")[-1], seen))
    out.update(classes[cls]["members"])
    return out

${DOTTED}
def class_of_expr(node, imported):
    """The SDK class a constructor or factory expression creates, if we know it."""
    if isinstance(node, ast.Await):
        node = node.value
    if isinstance(node, ast.Call):
        name = dotted(node.func) or ""
        parts = name.split(".")
        if len(parts) == 2 and parts[0] in MODULE_NAMES and parts[1] in classes:
            return parts[1]
        if len(parts) == 1 and imported.get(parts[0]) in classes:
            return imported[parts[0]]
        if isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
            owner = bindings.get(node.func.value.id)
            return RESULT_OF.get((owner, node.func.attr))
    return None

def check_call(call, cls, method_name, report):
    spec = members(cls).get(method_name)
    if spec is None and method_name == "__init__":
        return  # pydantic models and plain classes without their own constructor
    if spec is None:
        report(call, f"{cls} has no attribute '{method_name}' in the SDK snapshot")
        return
    if spec.get("kind") != "method":
        return
    params = spec["params"]
    names = {p["name"] for p in params if p["kind"] not in ("var_positional", "var_keyword")}
    has_varkw = any(p["kind"] == "var_keyword" for p in params)
    has_varpos = any(p["kind"] == "var_positional" for p in params)
    positional = [p for p in params if p["kind"] in ("positional_only", "positional_or_keyword")]
    star_kwargs = any(k.arg is None for k in call.keywords)
    star_args = any(isinstance(a, ast.Starred) for a in call.args)
    for k in call.keywords:
        if k.arg is not None and k.arg not in names and not has_varkw:
            report(call, f"{cls}.{method_name}() has no parameter '{k.arg}'")
    if not star_args and len(call.args) > len(positional) and not has_varpos:
        report(call, f"{cls}.{method_name}() takes at most {len(positional)} positional arguments, {len(call.args)} given")
    if not star_kwargs and not star_args:
        given = {p["name"] for p in positional[: len(call.args)]} | {k.arg for k in call.keywords}
        missing = [p["name"] for p in params if p["required"] and p["kind"] not in ("var_positional", "var_keyword") and p["name"] not in given]
        if missing:
            report(call, f"{cls}.{method_name}() is missing required argument(s): {', '.join(missing)}")

problems = []
checked = 0
for block in data["blocks"]:
    try:
        tree = ast.parse(block["code"])
    except SyntaxError:
        continue
    def report(node, message, block=block):
        problems.append({"id": block["id"], "line": getattr(node, "lineno", 1), "message": message})
    imported = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "bittensor":
            for alias in node.names:
                imported[alias.asname or alias.name] = alias.name
    bindings = {}
    for _ in range(2):  # twice, so a binding made from another binding (metagraph from subtensor) resolves
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                cls = class_of_expr(node.value, imported)
                if cls:
                    bindings[node.targets[0].id] = cls
            elif isinstance(node, (ast.With, ast.AsyncWith)):
                for item in node.items:
                    cls = class_of_expr(item.context_expr, imported)
                    if cls and isinstance(item.optional_vars, ast.Name):
                        bindings[item.optional_vars.id] = cls
            elif isinstance(node, ast.arg) and node.annotation is not None:
                text = ast.unparse(node.annotation).strip("'\"").split(".")[-1]
                if text in classes:
                    bindings[node.arg] = text
    for name, cls in CONVENTIONAL.items():
        bindings.setdefault(name, cls)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in MODULE_NAMES:
            if node.attr not in exports and not node.attr.startswith("__"):
                report(node, f"bittensor has no top-level name '{node.attr}'")
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = dotted(func) or ""
        parts = name.split(".")
        if len(parts) == 2 and parts[0] in MODULE_NAMES and parts[1] in classes:
            checked += 1
            check_call(node, parts[1], "__init__", report)
        elif len(parts) == 3 and parts[0] in MODULE_NAMES and parts[1] in classes:
            checked += 1
            check_call(node, parts[1], parts[2], report)
        elif len(parts) == 2 and parts[0] in bindings:
            checked += 1
            check_call(node, bindings[parts[0]], parts[1], report)
        elif len(parts) >= 3 and parts[0] in bindings:
            # subtensor.substrate.query(...): only the first attribute is ours to check
            if parts[1] not in members(bindings[parts[0]]):
                report(node, f"{bindings[parts[0]]} has no attribute '{parts[1]}' in the SDK snapshot")
print(json.dumps({"problems": problems, "calls": checked}))
`;

/**
 * Reads {files: {path: source}, methods: [CLIManager method names]} and prints {keys: {method: [...]}}: which
 * keys each btcli command unlocks or signs with, found by following calls from the command's method through
 * the btcli modules (unlock_key, unlock_coldkey/unlock_hotkey, wallet.coldkey, sign_and_send_extrinsic's
 * sign_with). "coldkey" and "hotkey" mean the private key is decrypted or used to sign.
 */
export const BTCLI_KEYS_PROGRAM = String.raw`
import ast, json, sys

data = json.load(sys.stdin)
modules = {}
for path, source in data["files"].items():
    name = path[:-3].replace("/", ".")
    if name.endswith(".__init__"):
        name = name[: -len(".__init__")]
    modules[name] = ast.parse(source)

def resolve_from(module, node):
    if node.level == 0:
        return node.module or ""
    parts = module.split(".")
    base = parts[: len(parts) - node.level + (1 if module in packages else 0)]
    return ".".join(base + ([node.module] if node.module else []))

packages = {p[:-len(".__init__.py")].replace("/", ".") for p in data["files"] if p.endswith("__init__.py")}
functions = {}   # (module, name) -> FunctionDef
imports = {}     # module -> {alias: (module, name or None)}
for module, tree in modules.items():
    table = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            functions[(module, node.name)] = node
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    functions[(module, f"{node.name}.{item.name}")] = item
        elif isinstance(node, ast.Import):
            for alias in node.names:
                table[alias.asname or alias.name.split(".")[0]] = (alias.name if alias.asname else alias.name.split(".")[0], None)
        elif isinstance(node, ast.ImportFrom):
            source_module = resolve_from(module, node)
            for alias in node.names:
                target = f"{source_module}.{alias.name}"
                if target in modules:
                    table[alias.asname or alias.name] = (target, None)
                else:
                    table[alias.asname or alias.name] = (source_module, alias.name)
    imports[module] = table

def callees(module, fn):
    out = []
    for node in ast.walk(fn):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        if isinstance(f, ast.Name):
            if (module, f.id) in functions:
                out.append((module, f.id))
            elif f.id in imports[module]:
                target_module, target_name = imports[module][f.id]
                if target_name and (target_module, target_name) in functions:
                    out.append((target_module, target_name))
        elif isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name):
            owner = f.value.id
            if owner in imports[module]:
                target_module, target_name = imports[module][owner]
                if target_name is None and (target_module, f.attr) in functions:
                    out.append((target_module, f.attr))
                elif target_name and (target_module, f"{target_name}.{f.attr}") in functions:
                    out.append((target_module, f"{target_name}.{f.attr}"))
            elif owner == "self" and (module, f"CLIManager.{f.attr}") in functions:
                out.append((module, f"CLIManager.{f.attr}"))
    return out

def evidence(fn):
    keys = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name == "unlock_key":
                # unlock_key(wallet) unlocks the coldkey; a constant "hot" the hotkey. A variable type is
                # unknown here: unlock_key's own retry, unlock_key(wallet, unlock_type, ...), says nothing
                # about its caller, which is already counted where it passes its constant.
                kind = "cold"
                if len(node.args) > 1:
                    kind = node.args[1].value if isinstance(node.args[1], ast.Constant) else None
                for k in node.keywords:
                    if k.arg == "unlock_type":
                        kind = k.value.value if isinstance(k.value, ast.Constant) else None
                if kind is not None:
                    keys.add("hotkey" if kind == "hot" else "coldkey")
            elif name == "unlock_coldkey":
                keys.add("coldkey")
            elif name == "unlock_hotkey":
                keys.add("hotkey")
            elif name == "sign_and_send_extrinsic":
                sign_with = "coldkey"
                for k in node.keywords:
                    if k.arg == "sign_with" and isinstance(k.value, ast.Constant):
                        sign_with = k.value.value
                if sign_with in ("coldkey", "hotkey"):
                    keys.add(sign_with)
        elif isinstance(node, ast.Attribute) and node.attr == "coldkey" and isinstance(node.ctx, ast.Load):
            if isinstance(node.value, ast.Name) and node.value.id == "wallet":
                keys.add("coldkey")
    return keys

cli_module = "bittensor_cli.cli"
result = {}
for method in data["methods"]:
    start = (cli_module, f"CLIManager.{method}")
    seen, stack, keys = set(), [(start, 0)], set()
    while stack:
        (key, depth) = stack.pop()
        if key in seen or key not in functions or depth > 8:
            continue
        seen.add(key)
        keys |= evidence(functions[key])
        stack.extend((c, depth + 1) for c in callees(key[0], functions[key]))
    result[method] = sorted(keys)
print(json.dumps({"keys": result}))
`;

/**
 * Reads {files: {path: source}} (the `.pyi` type stubs of bittensor-wallet) and prints {modules, exports}: per
 * stub, in source order, its classes (bases and members: methods, static and class methods, properties with or
 * without a setter), its functions, its module-level aliases (`a = b`) and its annotated constants, each signature
 * with parameter kinds, annotations and defaults as unparsed Python source. `exports` is the package's `__all__`.
 * scripts/generate-wallet-reference.ts stores the result as config/api-snapshot/wallet.json.
 */
export const WALLET_STUBS_PROGRAM = String.raw`
import ast, json, sys

data = json.load(sys.stdin)

${DOTTED}
def params_of(fn, drop_first):
    a = fn.args
    out = []
    positional = a.posonlyargs + a.args
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    for index, (arg, default) in enumerate(zip(positional, defaults)):
        if drop_first and index == 0:
            continue
        out.append({
            "name": arg.arg,
            "kind": "positional_only" if arg in a.posonlyargs else "positional_or_keyword",
            "annotation": ast.unparse(arg.annotation) if arg.annotation is not None else None,
            "default": ast.unparse(default) if default is not None else None,
            "required": default is None,
        })
    if a.vararg:
        out.append({"name": a.vararg.arg, "kind": "var_positional", "annotation": None, "default": None, "required": False})
    for arg, default in zip(a.kwonlyargs, a.kw_defaults):
        out.append({
            "name": arg.arg,
            "kind": "keyword_only",
            "annotation": ast.unparse(arg.annotation) if arg.annotation is not None else None,
            "default": ast.unparse(default) if default is not None else None,
            "required": default is None,
        })
    if a.kwarg:
        out.append({"name": a.kwarg.arg, "kind": "var_keyword", "annotation": None, "default": None, "required": False})
    return out

def returns_of(fn):
    return ast.unparse(fn.returns) if fn.returns is not None else None

def class_entry(node):
    members = []
    by_name = {}
    for item in node.body:
        if not isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        decorators = [dotted(d) or ast.unparse(d) for d in item.decorator_list]
        if any(d.endswith(".setter") for d in decorators):
            if item.name in by_name:
                by_name[item.name]["setter"] = True
            continue
        if item.name in by_name:
            continue  # overloads: keep the first
        if "property" in decorators:
            entry = {"name": item.name, "kind": "property", "returns": returns_of(item), "setter": False}
        else:
            kind = "staticmethod" if "staticmethod" in decorators else "classmethod" if "classmethod" in decorators else "method"
            entry = {
                "name": item.name,
                "kind": kind,
                "async": isinstance(item, ast.AsyncFunctionDef),
                "params": params_of(item, drop_first=kind != "staticmethod"),
                "returns": returns_of(item),
            }
        by_name[item.name] = entry
        members.append(entry)
    return {"name": node.name, "bases": [dotted(b) or ast.unparse(b) for b in node.bases], "members": members}

modules = []
exports = []
for path, source in data["files"].items():
    tree = ast.parse(source)
    parts = path[: -len("/__init__.pyi")].split("/") if path.endswith("/__init__.pyi") else path[: -len(".pyi")].split("/")
    module = {"module": ".".join(parts), "file": path, "classes": [], "functions": [], "aliases": [], "constants": []}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            module["classes"].append(class_entry(node))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            module["functions"].append({
                "name": node.name,
                "async": isinstance(node, ast.AsyncFunctionDef),
                "params": params_of(node, drop_first=False),
                "returns": returns_of(node),
            })
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name == "__all__" and isinstance(node.value, (ast.List, ast.Tuple)):
                exports = [elt.value for elt in node.value.elts if isinstance(elt, ast.Constant)]
            elif isinstance(node.value, ast.Name):
                module["aliases"].append({"name": name, "target": node.value.id})
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            module["constants"].append({
                "name": node.target.id,
                "annotation": ast.unparse(node.annotation),
                "value": ast.unparse(node.value) if node.value is not None else None,
            })
    modules.append(module)
print(json.dumps({"modules": modules, "exports": exports}))
`;
