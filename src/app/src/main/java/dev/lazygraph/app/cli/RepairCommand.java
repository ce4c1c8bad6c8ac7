package dev.lazygraph.app.cli;

import dev.lazygraph.core.document.DisplaySafe;
import dev.lazygraph.core.store.embedded.DamagedDocumentFiles;
import dev.lazygraph.core.store.embedded.DataFolder;
import dev.lazygraph.service.config.LazygraphConfig;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = RepairCommand.NAME, mixinStandardHelpOptions = true, description = {
        "Moves damaged document files of the embedded store to damaged/ in the data folder, so the store",
        "opens with the rest; ingest the documents it names again afterwards."})
public class RepairCommand implements Callable<Integer> {

    public static final String NAME = "repair";

    @Spec
    CommandSpec spec;

    @Inject
    LazygraphConfig config;

    @Inject
    StoreWriter writer;

    // Not the graph store: it would refuse to open, which is why this command exists.
    @Inject
    Instance<DataFolder> folder;

    @Override
    public Integer call() {
        if (config.store() != LazygraphConfig.StoreKind.EMBEDDED) {
            throw new IllegalArgumentException("repair works on the embedded store (lazygraph.store=embedded), not on "
                    + config.store().name().toLowerCase());
        }
        writer.requireWritable();
        List<DamagedDocumentFiles.SetAside> setAside = DamagedDocumentFiles.setAside(folder.get());
        PrintWriter out = spec.commandLine().getOut();
        for (DamagedDocumentFiles.SetAside file : setAside) {
            out.printf("moved %s to %s (%s); %s%n", file.file(), file.movedTo(), DisplaySafe.escape(file.problem()),
                    file.document().map(id -> "ingest " + id.key() + " into collection '" + id.collection()
                            + "' again").orElse("its document cannot be told from what is left"));
        }
        out.printf("%d damaged document file(s) set aside; the store in %s opens with the rest%n", setAside.size(),
                folder.get().path());
        return 0;
    }
}
