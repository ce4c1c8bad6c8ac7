package dev.lazygraph.core.query;

/** The collection holds no documents, so there is nothing to answer from. */
public class UnknownCollectionException extends RuntimeException {
    private final String collection;

    public UnknownCollectionException(String collection) {
        super("collection '" + collection + "' has no documents; ingest documents into it first");
        this.collection = collection;
    }

    public String collection() {
        return collection;
    }
}
