package dev.lazygraph.bench;

import dev.lazygraph.core.graph.DocumentIndex;
import dev.lazygraph.core.graph.IndexedChunk;
import dev.lazygraph.core.query.graph.Question;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code bench stores} makes every engine do, written once to a file that each engine's child process
 * reads: per document, the entries the embedded store writes for it in one transaction (a marker, each
 * chunk, one entry per term and per concept of each chunk, keyed so that a term's postings are one key
 * range), and per question the key prefixes a query reads (its terms' and concepts' postings).
 */
record EngineWorkload(List<Document> documents, List<List<String>> queries) {

    /** One document's transaction: its key, its words and its entries (the marker last). */
    record Document(String key, long words, Map<String, byte[]> entries) {
        String marker() {
            return "d|" + key;
        }
    }

    static EngineWorkload of(List<DocumentIndex> indexes, List<Question> questions) {
        List<Document> documents = new ArrayList<>();
        for (DocumentIndex index : indexes) {
            Map<String, byte[]> entries = new LinkedHashMap<>();
            for (IndexedChunk chunk : index.chunks()) {
                try {
                    entries.put("c|" + chunk.id(), BenchOutput.JSON.writeValueAsBytes(chunk));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                chunk.termFrequencies().forEach((term, count) ->
                        entries.put("t|" + term + "|" + chunk.id(), posting(count, chunk.length())));
                chunk.conceptCounts().forEach((concept, count) ->
                        entries.put("k|" + concept + "|" + chunk.id(), posting(count, chunk.length())));
            }
            Document document = new Document(index.id().key(), index.words(), entries);
            entries.put(document.marker(), ByteBuffer.allocate(4).putInt(entries.size()).array());
            documents.add(document);
        }
        List<List<String>> queries = new ArrayList<>();
        for (Question question : questions) {
            List<String> prefixes = new ArrayList<>();
            question.terms().forEach(term -> prefixes.add("t|" + term + "|"));
            question.concepts().forEach(concept -> prefixes.add("k|" + concept + "|"));
            queries.add(prefixes);
        }
        return new EngineWorkload(documents, queries);
    }

    long words() {
        return documents.stream().mapToLong(Document::words).sum();
    }

    void write(Path file) {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
            out.writeInt(documents.size());
            for (Document document : documents) {
                out.writeUTF(document.key());
                out.writeLong(document.words());
                out.writeInt(document.entries().size());
                for (Map.Entry<String, byte[]> entry : document.entries().entrySet()) {
                    out.writeUTF(entry.getKey());
                    out.writeInt(entry.getValue().length);
                    out.write(entry.getValue());
                }
            }
            out.writeInt(queries.size());
            for (List<String> prefixes : queries) {
                out.writeInt(prefixes.size());
                for (String prefix : prefixes) {
                    out.writeUTF(prefix);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    static EngineWorkload read(Path file) {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            List<Document> documents = new ArrayList<>();
            for (int d = in.readInt(); d > 0; d--) {
                String key = in.readUTF();
                long words = in.readLong();
                Map<String, byte[]> entries = new LinkedHashMap<>();
                for (int e = in.readInt(); e > 0; e--) {
                    String entry = in.readUTF();
                    entries.put(entry, in.readNBytes(in.readInt()));
                }
                documents.add(new Document(key, words, entries));
            }
            List<List<String>> queries = new ArrayList<>();
            for (int q = in.readInt(); q > 0; q--) {
                List<String> prefixes = new ArrayList<>();
                for (int p = in.readInt(); p > 0; p--) {
                    prefixes.add(in.readUTF());
                }
                queries.add(prefixes);
            }
            return new EngineWorkload(documents, queries);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static byte[] posting(int count, int length) {
        return ByteBuffer.allocate(8).putInt(count).putInt(length).array();
    }
}
