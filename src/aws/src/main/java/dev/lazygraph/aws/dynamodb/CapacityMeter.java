package dev.lazygraph.aws.dynamodb;

import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAdder;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/** Thread-safe running totals of what an adapter asked DynamoDB to do; the bench reads {@link #usage()}. */
public final class CapacityMeter {
    private final DoubleAdder writeUnits = new DoubleAdder();
    private final DoubleAdder readUnits = new DoubleAdder();
    private final LongAdder writeRequests = new LongAdder();
    private final LongAdder itemsWritten = new LongAdder();
    private final LongAdder bytesWritten = new LongAdder();
    private final LongAdder readRequests = new LongAdder();
    private final LongAdder itemsRead = new LongAdder();
    private final LongAdder retries = new LongAdder();
    private final LongAdder scans = new LongAdder();

    /**
     * Totals since the meter was created.
     *
     * @param writeCapacityUnits WCUs DynamoDB reported (ReturnConsumedCapacity TOTAL)
     * @param itemsWritten       items put, updated or deleted
     * @param bytesWritten       estimated bytes of those writes: whole item for a put, key and operands for an
     *                           update, key for a delete (DynamoDB item-size rules)
     * @param retries            batch entries re-sent after UnprocessedItems/Keys or a throttled batch
     * @param scans              Scan requests among the reads (diagnostics only: a query must make none)
     */
    public record Usage(double writeCapacityUnits, long itemsWritten, long bytesWritten, long writeRequests,
                        double readCapacityUnits, long itemsRead, long readRequests, long retries, long scans) {
        public Usage minus(Usage earlier) {
            return new Usage(writeCapacityUnits - earlier.writeCapacityUnits, itemsWritten - earlier.itemsWritten,
                    bytesWritten - earlier.bytesWritten, writeRequests - earlier.writeRequests,
                    readCapacityUnits - earlier.readCapacityUnits, itemsRead - earlier.itemsRead,
                    readRequests - earlier.readRequests, retries - earlier.retries, scans - earlier.scans);
        }
    }

    public Usage usage() {
        return new Usage(writeUnits.sum(), itemsWritten.sum(), bytesWritten.sum(), writeRequests.sum(),
                readUnits.sum(), itemsRead.sum(), readRequests.sum(), retries.sum(), scans.sum());
    }

    void scanned() {
        scans.increment();
    }

    void wrote(Iterable<ConsumedCapacity> consumed, long items, long bytes) {
        writeRequests.increment();
        itemsWritten.add(items);
        bytesWritten.add(bytes);
        for (ConsumedCapacity capacity : consumed) {
            if (capacity != null && capacity.capacityUnits() != null) {
                writeUnits.add(capacity.capacityUnits());
            }
        }
    }

    void read(Iterable<ConsumedCapacity> consumed, long items) {
        readRequests.increment();
        itemsRead.add(items);
        for (ConsumedCapacity capacity : consumed) {
            if (capacity != null && capacity.capacityUnits() != null) {
                readUnits.add(capacity.capacityUnits());
            }
        }
    }

    void retried(long entries) {
        retries.add(entries);
    }
}
