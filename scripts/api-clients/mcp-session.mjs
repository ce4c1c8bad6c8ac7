// What the MCP SDK drivers share: their arguments (URL QUESTION [COLLECTION]), an SDK client connected over
// streamable HTTP with the LAZYGRAPH_MCP_HEADER header ("Authorization: Bearer t" or "X-Api-Key: t") on every
// request, and the way they end: the driver's JSON on stdout, or {"error": {...}} and exit 2.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export async function runSession(script, drive) {
  const [url, question, collection] = process.argv.slice(2);
  if (!url || !question) {
    console.error(`usage: node ${script} URL QUESTION [COLLECTION]`);
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
    console.log(JSON.stringify(await drive(client, question, collection)));
    await client.close();
  } catch (error) {
    console.log(JSON.stringify({ error: { name: error.name, message: error.message, code: error.code ?? null } }));
    process.exit(2);
  }
}
