/**
 * JSON the server inlines into the HTML as `<script type="application/json" id=…>` (decision 054): no
 * request, and the CSP's script-src needs nothing since the browser never runs it. Unparsable → null.
 */
export function readInlineJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
