"""YAML prompt templates: schema, loading, sandboxed rendering, built-ins.

    from sot.templates import load_template, resolve_template, list_templates

    tpl = load_template("support")                  # a name or a path to a .yaml file
    load_template("support-billing@3")              # a version (or @production: a label)
    bound = tpl.bind({"company": "Acme", "tone": "friendly"})
    bound.prompts.direct_messages("Where is my order?")   # a PromptSet
    result = await sot.orchestrate("Where is my order?", template=bound)

Errors are :class:`~sot.errors.TemplateError` (or :class:`~sot.errors.TemplateSecurityError`
for a template that reaches outside the Jinja2 sandbox), each naming the file and key.
"""

from __future__ import annotations

from sot.templates.loader import (
    BUILTIN_DIR,
    TemplateInfo,
    default_prompts,
    find_versions,
    list_templates,
    load_template,
    load_template_file,
    parse_template,
    promote_template,
    resolve_template,
    template_search_paths,
    user_template_dir,
)
from sot.templates.plan import escape_attribute_value, neutralize_text
from sot.templates.schema import TemplateSpec, VariableSpec
from sot.templates.template import BoundTemplate, Template, TemplatePrompts
from sot.templates.vars import parse_var_assignments

__all__ = [
    "BUILTIN_DIR",
    "BoundTemplate",
    "Template",
    "TemplateInfo",
    "TemplatePrompts",
    "TemplateSpec",
    "VariableSpec",
    "default_prompts",
    "escape_attribute_value",
    "find_versions",
    "list_templates",
    "load_template",
    "load_template_file",
    "neutralize_text",
    "parse_template",
    "parse_var_assignments",
    "promote_template",
    "resolve_template",
    "template_search_paths",
    "user_template_dir",
]
