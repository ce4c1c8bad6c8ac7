// Calls every tool of a lazygraph MCP endpoint with the official MCP TypeScript SDK and reads every document
// resource of a collection, as an assistant would: list_documents pages through the collection (two documents a
// page); for each document its resource is read, search narrowed to it by a key-prefix filter finds its chunks
// and get_chunk reads each hit; ask answers QUESTION. Listing the tools first makes the SDK check every later
// structured reply against the output schema its tool declares (it throws when one does not match). Prints one
// JSON object on stdout: {"tools", "documents": [{key, chunks, resource, read: [get_chunk replies]}], "ask"};
// a failure prints {"error": {...}} and exits 2.
//   node mcp-tools.mjs URL QUESTION [COLLECTION]
//   LAZYGRAPH_MCP_HEADER ("Authorization: Bearer t" or "X-Api-Key: t") adds that header to every request.
import { runSession } from "./mcp-session.mjs";

// Every call here should succeed: a reply flagged as an error fails the run like a thrown one.
async function call(client, name, args, inCollection) {
  const reply = await client.callTool({ name, arguments: { ...inCollection, ...args } });
  if (reply.isError) {
    throw Object.assign(new Error(`${name} ${JSON.stringify(args)}: ${JSON.stringify(reply.content)}`),
      { name: "ToolError" });
  }
  return reply.structuredContent;
}

await runSession("mcp-tools.mjs", async (client, question, collection) => {
  const inCollection = collection ? { collection } : {};
  const { tools } = await client.listTools();
  const listed = [];
  for (;;) {
    const page = await call(client, "list_documents", { offset: listed.length, limit: 2 }, inCollection);
    listed.push(...page.documents);
    if (page.documents.length === 0 || listed.length >= page.total) break;
  }
  const documents = [];
  for (const document of listed) {
    const uri = `lazygraph://documents/${encodeURIComponent(document.collection)}/${encodeURIComponent(document.key)}`;
    const resource = await client.readResource({ uri });
      const found = await call(client, "search", { question, limit: 100, filter: { keyPrefix: [document.key] } },
      inCollection);
      const read = [];
      for (const hit of found.hits) {
        read.push(await call(client, "get_chunk", { chunkId: hit.chunkId }, inCollection));
      }
      documents.push({ key: document.key, chunks: document.chunks, resource: resource.contents[0].text, read });
    }
    const ask = await call(client, "ask", { question }, inCollection);
    return { tools, documents, ask };
});
