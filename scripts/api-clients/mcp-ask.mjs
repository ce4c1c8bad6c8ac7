// Drives a lazygraph MCP endpoint with the official MCP TypeScript SDK, as an assistant would: connects over
// streamable HTTP, lists the tools, calls `ask` (the SDK checks the structured answer against the tool's output
// schema) and prints what it got as one JSON object on stdout. A refused connection prints
// {"error": {...}} and exits 2.
//   node mcp-ask.mjs URL QUESTION [COLLECTION]
//   LAZYGRAPH_MCP_HEADER ("Authorization: Bearer t" or "X-Api-Key: t") adds that header to every request.
import { runSession } from "./mcp-session.mjs";

await runSession("mcp-ask.mjs", async (client, question, collection) => {
  const { tools } = await client.listTools();
  const args = collection ? { question, collection } : { question };
  const ask = await client.callTool({ name: "ask", arguments: args });
  return { server: client.getServerVersion(), tools, ask };
});
