// Drives a lazygraph MCP endpoint with the official MCP TypeScript SDK, as an assistant would: connects over
// streamable HTTP, lists the tools, calls `ask` (the SDK checks the structured answer against the tool's output
// schema) and prints what it got as one JSON object on stdout. A refused connection prints
// {"error": {...}} and exits 2.
//   node mcp-ask.mjs URL QUESTION [COLLECTION]
//   LAZYGRAPH_MCP_HEADER ("Authorization: Bearer t" or "X-Api-Key: t") adds that header to every request.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [url, question, collection] = process.argv.slice(2);
if (!url || !question) {
  console.error("usage: node mcp-ask.mjs URL QUESTION [COLLECTION]");
  process.exit(64);
}
const headers = {};
const header = process.env.LAZYGRAPH_MCP_HEADER;
if (header) {
  const colon = header.indexOf(":");
  headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
}

const client = new Client({ name: "lazygraph-sdk-test", version: "1.0.0" });
const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
try {
  await client.connect(transport);
  const { tools } = await client.listTools();
  const args = collection ? { question, collection } : { question };
  const ask = await client.callTool({ name: "ask", arguments: args });
  console.log(JSON.stringify({ server: client.getServerVersion(), tools, ask }));
  await client.close();
} catch (error) {
  console.log(JSON.stringify({ error: { name: error.name, message: error.message, code: error.code ?? null } }));
  process.exit(2);
}
